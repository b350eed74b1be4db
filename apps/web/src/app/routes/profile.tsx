/**
 * Every role's profile (/profile): the photo (added, changed, removed), the details the role keeps
 * (a buyer's date of birth and home state are theirs only), and the password. A first-time buyer routed
 * here after signing in (docs/product.md section 9) is told what is missing.
 */
import { Alert, Card, Container, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { paths } from '@/config/paths';
import { ChangePasswordForm } from '@/features/accounts/components/change-password-form';
import { ProfileDetailsForm } from '@/features/accounts/components/profile-details-form';
import { ProfilePhoto } from '@/features/accounts/components/profile-photo';
import { TimeZoneForm } from '@/features/accounts/components/time-zone-form';
import { profileFieldsFor } from '@/features/accounts/profile-details';
import { CalendarConnectionsPanel } from '@/features/calendars/components/calendar-connections-panel';
import { PasskeyList } from '@/features/passkeys/components/passkey-list';
import { useProfile, useStoreProfile } from '@/features/session/api/get-profile';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export default function ProfilePage() {
  const { data: profile } = useProfile();
  const storeProfile = useStoreProfile();
  const navigate = useNavigate();

  if (!profile) return null;

  return (
    <Container size="sm" py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <PageIntro eyebrow="Your account" title="Your profile">
          Signed in as {profile.email}.
        </PageIntro>
        {profile.role === 'buyer' && profile.user_information.status === null && (
          <Alert
            color="blue"
            variant="light"
            radius="md"
            icon={<IconInfoCircle aria-hidden="true" />}
            title="Almost there"
          >
            Add your name, date of birth and the state you live in to complete your registration.
          </Alert>
        )}
        <Section title="Photo">
          <ProfilePhoto
            profile={profile}
            onSaved={storeProfile}
            onRemoved={async (updated) => {
              storeProfile(updated);
              // docs/product.md section 9: after the photo is removed, the buyer goes to /profile.
              await navigate(paths.profile, { replace: true });
            }}
          />
        </Section>
        <Section title="Your details">
          <ProfileDetailsForm
            profile={profile}
            fields={profileFieldsFor(profile)}
            submitLabel="Save changes"
            onSaved={(saved) => {
              storeProfile(saved);
              notifications.show({ color: 'green', title: 'Saved', message: 'Your profile is up to date.' });
            }}
          />
        </Section>
        <Section title="Time zone">
          <TimeZoneForm
            profile={profile}
            onSaved={(saved) => {
              storeProfile(saved);
              notifications.show({ color: 'green', title: 'Saved', message: 'Call times now show in this zone.' });
            }}
          />
        </Section>
        <Section title={profile.has_password ? 'Password' : 'Set a password'}>
          {!profile.has_password && (
            <Text size="sm" c="dimmed">
              You signed up with an emailed code. Set a password to sign in with it too.
            </Text>
          )}
          <ChangePasswordForm hasPassword={profile.has_password} />
        </Section>
        <Section title="Calendars">
          <CalendarConnectionsPanel />
        </Section>
        <Section title="Passkeys">
          <PasskeyList registerPath={paths.registerPasskey} />
        </Section>
      </Stack>
    </Container>
  );
}
