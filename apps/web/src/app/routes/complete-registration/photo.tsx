/**
 * Completing registration, step 2 (/complete-registration/step2): an optional photo, then finished.
 * A buyer who came here without step 1's answers is sent back to give them.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { useStepperSteps } from '@/components/stepper-steps';
import { paths } from '@/config/paths';
import { ProfilePhoto } from '@/features/accounts/components/profile-photo';
import { registrationSteps } from '@/features/accounts/registration-steps';
import { useProfile, useStoreProfile } from '@/features/session/api/get-profile';

export default function CompleteRegistrationPhoto() {
  useStepperSteps(registrationSteps, 1);
  const { data: profile } = useProfile();
  const storeProfile = useStoreProfile();
  const navigate = useNavigate();

  if (!profile) return null;
  const registered = profile.user_information.status !== null;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Add a photo
        </Title>
        <Text c="dimmed">
          Optional: a friendly face helps the lender you book a call with. You can add or change it later in your
          profile.
        </Text>
      </Stack>
      <ProfilePhoto profile={profile} onSaved={storeProfile} />
      {!registered && (
        <Text size="sm" c="orange.8" role="status">
          Your name, date of birth and state are still missing: Finish takes you back to give them.
        </Text>
      )}
      <Group justify="space-between">
        <Button component={Link} to={paths.completeRegistration} variant="default">
          Back
        </Button>
        <Button onClick={() => navigate(registered ? paths.app.registrationSetupThankYou : paths.completeRegistration)}>
          Finish
        </Button>
      </Group>
    </Stack>
  );
}
