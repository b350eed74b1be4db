/**
 * Completing registration, step 1 (/complete-registration and /complete-registration/new): name,
 * date of birth, current state and where the buyer heard about us; then on to the photo.
 */
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useStepperSteps } from '@/components/stepper-steps';
import { paths } from '@/config/paths';
import { ProfileDetailsForm } from '@/features/accounts/components/profile-details-form';
import { registrationFields } from '@/features/accounts/profile-details';
import { registrationSteps } from '@/features/accounts/registration-steps';
import { useProfile, useStoreProfile } from '@/features/session/api/get-profile';

export default function CompleteRegistrationAboutYou() {
  useStepperSteps(registrationSteps, 0);
  const { data: profile } = useProfile();
  const storeProfile = useStoreProfile();
  const navigate = useNavigate();

  // The page's guard loaded the profile before it showed; a sign-out meanwhile leaves nothing to edit.
  if (!profile) return null;

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Tell us about yourself
        </Title>
        <Text c="dimmed">
          Programs depend on where you live and who you are. We use these answers only to find the help you may get.
        </Text>
      </Stack>
      <ProfileDetailsForm
        profile={profile}
        fields={registrationFields}
        submitLabel="Continue"
        onSaved={async (saved) => {
          storeProfile(saved);
          await navigate(paths.completeRegistrationStep2);
        }}
      />
    </Stack>
  );
}
