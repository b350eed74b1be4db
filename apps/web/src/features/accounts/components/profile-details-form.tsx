/**
 * The details of a profile, the fields it is given (`profile-details.ts` says which for each role and
 * for the registration stepper): name, and for a buyer date of birth, home state and where they
 * heard about us; on the profile page also the mobile number.
 */
import { heardAboutUsOptions, type Profile, type ProfileField, usStates } from '@hbw/contract';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { setServerFieldErrors } from '@/lib/api-client';
import { useValidationRhythm, validateOnDemand } from '@/lib/form';
import { useUpdateProfile } from '../api/update-profile';
import {
  type ProfileDetailsValues,
  profileDetailsChanges,
  profileDetailsSchema,
  profileDetailsValues,
} from '../profile-details';
import { showProfileUpdateError } from './profile-update-error';

const stateOptions = [
  { value: '', label: 'Choose your state' },
  ...usStates.map(({ code, name }) => ({ value: code, label: name })),
];
const heardAboutUsChoices = [{ value: '', label: 'Choose an answer (optional)' }, ...heardAboutUsOptions];

type ProfileDetailsFormProps = {
  profile: Profile;
  /** The fields the form shows and sends. */
  fields: readonly ProfileField[];
  submitLabel: string;
  onSaved: (profile: Profile) => void;
};

export function ProfileDetailsForm({ profile, fields, submitLabel, onSaved }: ProfileDetailsFormProps) {
  const validation = useValidationRhythm<ProfileDetailsValues>();
  // Only signed-in pages show this form, and they hold zod already (the contract's states and
  // options above): the schema is at hand, and checks the same way as every other form.
  const validate = useMemo(
    () => validateOnDemand<ProfileDetailsValues>(async () => profileDetailsSchema(fields)),
    [fields],
  );
  const form = useForm<ProfileDetailsValues>({
    initialValues: profileDetailsValues(profile),
    validate,
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });
  const update = useUpdateProfile({ onSaved });
  const shows = (field: ProfileField) => fields.includes(field);

  const submit = form.onSubmit((values) =>
    update.mutate(
      { fields: profileDetailsChanges(values, fields) },
      {
        onError: (error) => {
          setServerFieldErrors(form, error, fields);
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
        {(shows('date_of_birth') || shows('current_state')) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {shows('date_of_birth') && (
              <TextInput
                label="Date of birth"
                type="date"
                autoComplete="bday"
                required
                {...form.getInputProps('date_of_birth')}
              />
            )}
            {shows('current_state') && (
              <NativeSelect
                label="State you live in"
                data={stateOptions}
                autoComplete="address-level1"
                required
                {...form.getInputProps('current_state')}
              />
            )}
          </SimpleGrid>
        )}
        {shows('mobile_number') && (
          <TextInput
            label="Mobile number"
            description="A US number, like (555) 123-4567."
            type="tel"
            autoComplete="tel-national"
            {...form.getInputProps('mobile_number')}
          />
        )}
        {shows('where_did_you_here_about_us') && (
          <NativeSelect
            label="Where did you hear about us?"
            data={heardAboutUsChoices}
            {...form.getInputProps('where_did_you_here_about_us')}
          />
        )}
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={update.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
