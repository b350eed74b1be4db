/**
 * Welcome (/app/registration-setup-thank-you): where a buyer without a finished questionnaire lands
 * after signing in (docs/product.md section 9). It says what comes next: completing the registration
 * when that is still open, then the questionnaire that finds the money they may get.
 */
import { Button, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconCircleDashed from '@tabler/icons-react/dist/esm/icons/IconCircleDashed.mjs';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useProfile } from '@/features/session/api/get-profile';

function Step({ done, children }: { done: boolean; children: string }) {
  return (
    <List.Item
      icon={
        <ThemeIcon color={done ? 'green' : 'gray'} variant="light" radius="xl" size={24}>
          {done ? <IconCircleCheck size={16} aria-hidden="true" /> : <IconCircleDashed size={16} aria-hidden="true" />}
        </ThemeIcon>
      }
    >
      {children}
      {done ? ' (done)' : ''}
    </List.Item>
  );
}

export default function RegistrationSetupThankYou() {
  const { data: profile } = useProfile();
  if (!profile) return null;
  const registered = profile.user_information.status !== null;

  return (
    <Stack gap="lg" py="xl">
      <Stack gap="xs">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          {profile.first_name ? `Welcome, ${profile.first_name}!` : 'Welcome to Homebuyer Wizard!'}
        </Title>
        <Text size="lg" c="dimmed">
          Your account is ready. Two short steps stand between you and the homebuyer assistance you may get.
        </Text>
      </Stack>
      <List spacing="sm" center>
        <Step done>Create your account</Step>
        <Step done={registered}>Tell us about yourself</Step>
        <Step done={profile.hasQuestion}>Answer the questionnaire</Step>
      </List>
      <Group gap="sm">
        {registered ? (
          <Button component={Link} to={paths.questionnaire} size="md">
            Find my homebuyer money
          </Button>
        ) : (
          <Button component={Link} to={paths.completeRegistration} size="md">
            Complete your registration
          </Button>
        )}
        <Button component={Link} to={paths.profile} size="md" variant="default">
          Your profile
        </Button>
      </Group>
    </Stack>
  );
}
