/**
 * The buyer's details: name, date of birth, current state and where they heard about us (and, on
 * the profile page, the mobile number). Used by the registration stepper and the profile page.
 */
import { heardAboutUsOptions, type Profile, usStates } from '@hbw/contract';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm } from '@/lib/form';
import { useUpdateProfile } from '../api/update-profile';
import {
  type ProfileDetailsValues,
  profileDetailFields,
  profileDetailsChanges,
  profileDetailsInput,
  profileDetailsValues,
  registrationDetailsInput,
} from '../profile-details';
import { showProfileUpdateError } from './profile-update-error';

const stateOptions = [
  { value: '', label: 'Choose your state' },
  ...usStates.map(({ code, name }) => ({ value: code, label: name })),
];
const heardAboutUsChoices = [{ value: '', label: 'Choose an answer (optional)' }, ...heardAboutUsOptions];

type ProfileDetailsFormProps = {
  profile: Profile;
  /** The profile page also edits the mobile number; the stepper keeps the one given at sign-up. */
  withMobileNumber: boolean;
  submitLabel: string;
  onSaved: (profile: Profile) => void;
};

export function ProfileDetailsForm({ profile, withMobileNumber, submitLabel, onSaved }: ProfileDetailsFormProps) {
  const validation = useValidationRhythm<ProfileDetailsValues>();
  const form = useForm<ProfileDetailsValues>({
    initialValues: profileDetailsValues(profile),
    validate: schemaResolver(withMobileNumber ? profileDetailsInput : registrationDetailsInput, { sync: true }),
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });
  const update = useUpdateProfile({ onSaved });

  const submit = form.onSubmit((values) =>
    update.mutate(
      { fields: profileDetailsChanges(values, withMobileNumber) },
      {
        onError: (error) => {
          setServerFieldErrors(form, error, profileDetailFields);
          showProfileUpdateError(error);
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Your details">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('first_name')} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Date of birth"
            type="date"
            autoComplete="bday"
            required
            {...form.getInputProps('date_of_birth')}
          />
          <NativeSelect
            label="State you live in"
            data={stateOptions}
            autoComplete="address-level1"
            required
            {...form.getInputProps('current_state')}
          />
        </SimpleGrid>
        {withMobileNumber && (
          <TextInput
            label="Mobile number"
            description="A US number, like (555) 123-4567."
            type="tel"
            autoComplete="tel-national"
            {...form.getInputProps('mobile_number')}
          />
        )}
        <NativeSelect
          label="Where did you hear about us?"
          data={heardAboutUsChoices}
          {...form.getInputProps('where_did_you_here_about_us')}
        />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={update.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
