/**
 * The pages of a call's email links (/call/{id}/reschedule, /call/{id}/cancel, /call/{id}/proposal),
 * which work without signing in. The link's token is the address's fragment, which the browser never
 * sends to the server: it goes only in the header of the page's calls (decision 026).
 */
import { callLinkQuery } from '@hbw/contract';
import { idInAddress } from '@hbw/contract/routes';
import { Container, Stack } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { PageIntro } from '@/components/page-intro';
import { LinkedCall, LinkRefused } from '@/features/booking/components/linked-call';
import { browserTimeZone } from '@/lib/call-time';

const titles = {
  reschedule: 'Move your call',
  cancel: 'Cancel your call',
  proposal: 'A new time for your call',
} as const;

export default function CallLinkPage() {
  const location = useLocation();
  const appointmentId = idInAddress(useParams().id);
  const purpose = callLinkQuery.shape.purpose.safeParse(location.pathname.split('/').at(-1));
  if (appointmentId === null || !purpose.success) return <ErrorPage />;
  const link = { kind: 'link', id: appointmentId, token: location.hash.slice(1) } as const;
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro title={titles[purpose.data]} />
        {/* Whoever opens the link may not be signed in: times read in the browser's own zone. */}
        {link.token ? (
          <LinkedCall link={link} purpose={purpose.data} timeZone={browserTimeZone()} />
        ) : (
          <LinkRefused message="This address lost the end of the link from your email. Open the link from the email again." />
        )}
      </Stack>
    </Container>
  );
}
