/** The homebuying steps with the buyer's progress (/app/roadmap and /app/steps). */
import { Anchor, Container, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { PageIntro } from '@/components/page-intro';
import { paths } from '@/config/paths';
import { homebuyingSteps } from '@/features/dashboard/buyer-progress';
import { HomebuyingStepsList } from '@/features/dashboard/components/homebuying-steps-list';
import { actionPaths, useBuyerState } from './use-buyer-state';

/** `wayBack`: a link to the dashboard, for a layout without navigation. */
export function HomebuyingStepsScreen({ wayBack = false }: { wayBack?: boolean }) {
  const buyer = useBuyerState();
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        {wayBack && (
          <Anchor component={Link} to={paths.dashboard} size="sm">
            Back to your dashboard
          </Anchor>
        )}
        <PageIntro eyebrow="Your roadmap" title="The steps to your home">
          Buying with assistance follows the same road as any purchase, with a few stops added. The steps you have done
          in Homebuyer Wizard are ticked.
        </PageIntro>
        {buyer.failed[0] && (
          <LoadFailure title="Part of your progress did not load" error={buyer.failed[0]} onRetry={buyer.retry} />
        )}
        {buyer.isPending ? (
          <LoadingBlock label="Loading your progress" rows={4} height={64} />
        ) : (
          <HomebuyingStepsList steps={homebuyingSteps(buyer.state)} hrefOf={(target) => actionPaths[target]} />
        )}
      </Stack>
    </Container>
  );
}
