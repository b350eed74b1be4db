/** /action-dashboard: every next action derived from where the buyer stands, each one click away. */
import { Container, Stack } from '@mantine/core';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { PageIntro } from '@/components/page-intro';
import { nextActions } from '@/features/dashboard/buyer-progress';
import { NextActionsList } from '@/features/dashboard/components/next-actions-list';
import { actionPaths, useBuyerState } from './use-buyer-state';

export { buyerStateLoader as clientLoader } from './use-buyer-state';

export default function ActionDashboard() {
  const buyer = useBuyerState();
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Action items" title="Your next steps">
          What is left to do, in the order most buyers do it. What you have done is ticked at the end.
        </PageIntro>
        {buyer.failed[0] && (
          <LoadFailure title="Part of your progress did not load" error={buyer.failed[0]} onRetry={buyer.retry} />
        )}
        {buyer.isPending ? (
          <LoadingBlock label="Loading your next steps" rows={4} height={72} />
        ) : (
          <NextActionsList actions={nextActions(buyer.state)} hrefOf={(target) => actionPaths[target]} />
        )}
      </Stack>
    </Container>
  );
}
