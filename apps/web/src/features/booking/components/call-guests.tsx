/**
 * The guests of one of the buyer's calls: who is invited, inviting someone (found by name among the
 * home team and Microsoft contacts, or typed in full), and taking them off again. Guests get the
 * invitation by email, and hear of a move or a cancellation.
 */
import '@mantine/core/styles/Combobox.css';
import { type Appointment, type Guest, MAX_GUESTS_PER_CALL, type PersonFound, peopleSourceLabels } from '@hbw/contract';
import { Button, Card, Combobox, Group, Loader, Stack, Text, TextInput, Title, useCombobox } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { LoadFailure } from '@/components/load-failure';
import { ApiError } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { loadNewGuestInput, useAddGuest } from '../api/add-guest';
import { useGuests } from '../api/get-guests';
import { useRemoveGuest } from '../api/remove-guest';
import { searchableName, usePeopleSearch } from '../api/search-people';

/** A pause in typing long enough to be a name, short enough to feel immediate. */
const TYPING_PAUSE_MS = 300;

type GuestValues = { name: string; email: string };
const validate = validateOnDemand<GuestValues>(() =>
  loadNewGuestInput().then((input) => input.pick({ name: true, email: true })),
);

export function CallGuests({ appointment }: { appointment: Appointment }) {
  const guests = useGuests(appointment.id);
  const changeable = appointment.status === 'booked' && new Date(appointment.starts_at).getTime() > Date.now();
  const list = guests.data ?? [];
  if (!changeable && list.length === 0) return null;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="call-guests">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="call-guests">
            Guests
          </Title>
          <Text size="sm" c="dimmed">
            Invite up to {MAX_GUESTS_PER_CALL} people, such as a co-buyer or a partner. They get the invitation by
            email, and hear from us if the call moves or is cancelled.
          </Text>
        </div>
        {guests.isPending && <Loader size="sm" aria-label="Loading the guests" />}
        {guests.isError && (
          <LoadFailure title="We couldn't load the guests" error={guests.error} onRetry={() => void guests.refetch()} />
        )}
        {guests.isSuccess && <GuestList appointmentId={appointment.id} guests={list} removable={changeable} />}
        {changeable &&
          guests.isSuccess &&
          (list.length < MAX_GUESTS_PER_CALL ? (
            <GuestForm appointmentId={appointment.id} />
          ) : (
            <Text size="sm">This call has its {MAX_GUESTS_PER_CALL} guests: remove one to invite someone else.</Text>
          ))}
      </Stack>
    </Card>
  );
}

function GuestList({
  appointmentId,
  guests,
  removable,
}: {
  appointmentId: number;
  guests: Guest[];
  removable: boolean;
}) {
  const removing = useRemoveGuest(appointmentId);
  if (guests.length === 0) return <Text size="sm">No guests yet.</Text>;
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Guests of this call">
      {guests.map((guest) => (
        <Group component="li" key={guest.email} justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>{guest.name}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {guest.email}
            </Text>
          </div>
          {removable && (
            <Button
              variant="default"
              size="xs"
              aria-label={`Remove ${guest.name}`}
              loading={removing.isPending && removing.variables?.email === guest.email}
              onClick={() =>
                removing.mutate(
                  { appointment_id: appointmentId, email: guest.email },
                  {
                    onSuccess: () =>
                      notifications.show({
                        color: 'green',
                        title: `${guest.name} is no longer invited`,
                        message: 'We told them by email.',
                      }),
                    onError: (error) =>
                      notifications.show({
                        color: 'red',
                        title: `We couldn't remove ${guest.name}`,
                        message: error.message,
                      }),
                  },
                )
              }
            >
              Remove
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}

function GuestForm({ appointmentId }: { appointmentId: number }) {
  const adding = useAddGuest(appointmentId);
  const validation = useValidationRhythm<GuestValues>();
  const form = useForm<GuestValues>({
    initialValues: { name: '', email: '' },
    validate,
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });
  const [typed] = useDebouncedValue(form.values.name, TYPING_PAUSE_MS);
  const people = usePeopleSearch(typed);
  const found = searchableName(typed) ? (people.data ?? []) : [];
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  const choose = (person: PersonFound | undefined) => {
    if (!person) return;
    form.setValues({ name: person.name, email: person.email });
    form.clearErrors();
    combobox.closeDropdown();
  };

  const submit = form.onSubmit((values) => {
    adding.mutate(
      { appointment_id: appointmentId, ...values },
      {
        onSuccess: () => {
          validation.forget();
          form.reset();
          notifications.show({
            color: 'green',
            title: `${values.name} is invited`,
            message: `We sent the invitation to ${values.email}.`,
          });
        },
        onError: (error) => {
          const errors = error instanceof ApiError ? error.errors : {};
          const nameError = errors['0.name']?.[0];
          if (nameError) form.setFieldError('name', nameError);
          // Whatever else refused the guest (the call is full, or began) is said where the address is.
          const emailError = errors['0.email']?.[0] ?? (nameError ? undefined : error.message);
          if (emailError) form.setFieldError('email', emailError);
        },
      },
    );
  });

  const nameInput = form.getInputProps('name');
  const searching = searchableName(form.values.name);
  const pending = searching && (people.isFetching || form.values.name !== typed);

  return (
    <form onSubmit={submit} noValidate aria-label="Invite a guest">
      <Stack gap="sm">
        <Combobox store={combobox} onOptionSubmit={(index) => choose(found[Number(index)])}>
          <Combobox.Target withExpandedAttribute>
            <TextInput
              label="Name"
              required
              description="Type 2 letters to find someone on your home team or in your Microsoft contacts."
              maxLength={200}
              autoComplete="off"
              rightSection={pending ? <Loader size="xs" aria-label="Searching" /> : null}
              {...nameInput}
              onChange={(event) => {
                nameInput.onChange(event);
                combobox.openDropdown();
                combobox.resetSelectedOption();
              }}
              onFocus={() => combobox.openDropdown()}
              onBlur={(event) => {
                nameInput.onBlur(event);
                combobox.closeDropdown();
              }}
            />
          </Combobox.Target>
          <Combobox.Dropdown hidden={!searching || (found.length === 0 && pending)}>
            <Combobox.Options aria-label="People found">
              {found.map((person, index) => (
                <Combobox.Option value={String(index)} key={person.email}>
                  <Text size="sm" fw={600}>
                    {person.name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {person.email} · {peopleSourceLabels[person.source]}
                  </Text>
                </Combobox.Option>
              ))}
              {found.length === 0 && (
                <Combobox.Empty>
                  {people.isError ? people.error.message : 'Nobody found: type their email address below.'}
                </Combobox.Empty>
              )}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <TextInput
          label="Email"
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          style={{ overflowWrap: 'anywhere' }}
          {...form.getInputProps('email')}
        />
        <Group>
          <Button type="submit" loading={adding.isPending}>
            Invite
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
