/** Unsubscribe (/unsubscribe?token=…): takes an address off the newsletter with the token from an email. */
import { Alert, Anchor, Button, Container, Stack, Text } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import { Link, useSearchParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { contact, paths } from '@/config/paths';
import { useUnsubscribe } from '@/features/newsletter/api/unsubscribe';
import { ApiError } from '@/lib/api-client';

export default function Unsubscribe() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const unsubscription = useUnsubscribe();

  return (
    <Container size="sm" py={{ base: 40, md: 64 }}>
      <Stack gap="lg">
        <PageIntro eyebrow="Newsletter" title="Unsubscribe" />
        {unsubscription.isSuccess ? (
          <Alert
            color="green"
            variant="light"
            radius="md"
            title="You're unsubscribed"
            icon={<IconCircleCheck aria-hidden="true" />}
            role="status"
          >
            You won't receive the Homebuyer Wizard newsletter anymore. Changed your mind? Subscribe again with the form
            at the bottom of any page.
          </Alert>
        ) : token === '' ? (
          <Alert
            color="gray"
            variant="light"
            radius="md"
            title="This link is incomplete"
            icon={<IconAlertCircle aria-hidden="true" />}
          >
            The address you opened has no unsubscribe code. Use the "Unsubscribe" link at the end of any newsletter
            email (some email apps cut long links: copy the whole link), or write to{' '}
            <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor> and we'll take you off the list.
          </Alert>
        ) : (
          <>
            <Text size="lg">
              Stop receiving the monthly Homebuyer Wizard newsletter? Emails about your account and booked calls are not
              affected.
            </Text>
            {unsubscription.isError && (
              <Alert
                color="red"
                variant="light"
                radius="md"
                title="That didn't work"
                icon={<IconAlertCircle aria-hidden="true" />}
              >
                {unsubscription.error instanceof ApiError
                  ? unsubscription.error.message
                  : 'This unsubscribe link is not valid. Copy the whole link from the email and try again.'}
              </Alert>
            )}
            <div>
              <Button size="md" loading={unsubscription.isPending} onClick={() => unsubscription.mutate({ token })}>
                Unsubscribe
              </Button>
            </div>
          </>
        )}
        <Anchor component={Link} to={paths.home}>
          Back to Homebuyer Wizard
        </Anchor>
      </Stack>
    </Container>
  );
}
