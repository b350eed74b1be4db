/**
 * The personal dashboard (/dashboard, and its alias /app/dashboard): the next call, the wallet's total, the progress
 * on the homebuying steps, the favourite chips, and the next few things to do.
 */

import { formatDollars } from '@hbw/contract/money-words';
import { Anchor, Button, Card, Container, List, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { PageIntro } from '@/components/page-intro';
import { appointmentPath, marketplaceProductPath, paths } from '@/config/paths';
import { homebuyingSteps, nextActions, progressPercent } from '@/features/dashboard/buyer-progress';
import { NextActionsList } from '@/features/dashboard/components/next-actions-list';
import { taxCreditWords, upToWords } from '@/features/wallet/money-words';
import { callWhen } from '@/lib/call-time';
import { actionPaths, useBuyerState } from './use-buyer-state';

export { buyerStateLoader as clientLoader } from './use-buyer-state';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

export default function Dashboard() {
  const buyer = useBuyerState();
  const steps = homebuyingSteps(buyer.state);
  const done = steps.filter((step) => step.done).length;
  const actions = nextActions(buyer.state).filter((action) => !action.done);
  const name = buyer.profile?.first_name;

  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Personal dashboard" title={name ? `Welcome back, ${name}` : 'Welcome back'}>
          Where you stand on the way to your home, and what to do next.
        </PageIntro>
        {buyer.failed[0] && (
          <LoadFailure title="Part of your dashboard did not load" error={buyer.failed[0]} onRetry={buyer.retry} />
        )}
        {buyer.isPending ? (
          <LoadingBlock label="Loading your dashboard" rows={2} height={140} />
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Panel title="Your next call">
                {buyer.nextCall ? (
                  <>
                    <Text>
                      With {buyer.nextCall.professional.name} about {buyer.nextCall.program.name}
                    </Text>
                    <Anchor component={Link} to={appointmentPath(buyer.nextCall.id)} fw={600}>
                      {callWhen(buyer.nextCall.starts_at)}
                    </Anchor>
                  </>
                ) : (
                  <>
                    <Text c="dimmed">No call booked.</Text>
                    <Anchor component={Link} to={paths.app.myPals} fw={600}>
                      Book a call with a participating lender
                    </Anchor>
                  </>
                )}
              </Panel>
              <Panel title="Your wallet">
                {buyer.wallet?.answers_complete ? (
                  <>
                    <Text fz={32} fw={800} lh={1.1}>
                      {formatDollars(buyer.wallet.total)}
                    </Text>
                    <Text size="sm">Cash at closing: the sure part of each program.</Text>
                    {buyer.wallet.up_to_total > buyer.wallet.total && (
                      <Text size="sm">{upToWords(buyer.wallet.up_to_total)}</Text>
                    )}
                    {buyer.wallet.yearly_tax_credit > 0 && (
                      <Text size="sm">{taxCreditWords(buyer.wallet.yearly_tax_credit)}</Text>
                    )}
                    <Anchor component={Link} to={paths.app.myWallet} fw={600}>
                      See what makes it up
                    </Anchor>
                  </>
                ) : (
                  <>
                    <Text c="dimmed">Answer the questionnaire to fill your wallet.</Text>
                    <Anchor component={Link} to={paths.app.survey} fw={600}>
                      Take the questionnaire
                    </Anchor>
                  </>
                )}
              </Panel>
              <Panel title="Your progress">
                <Text>
                  {done} of {steps.length} homebuying steps done
                </Text>
                <Progress
                  value={progressPercent(steps)}
                  aria-label={`${done} of ${steps.length} homebuying steps done`}
                />
                <Anchor component={Link} to={paths.app.roadmap} fw={600}>
                  See every step
                </Anchor>
              </Panel>
              <Panel title="Your favorite chips">
                {buyer.favorites.length === 0 ? (
                  <Text c="dimmed">No favorite chips yet.</Text>
                ) : (
                  <List size="sm" spacing={4}>
                    {buyer.favorites.slice(0, 4).map((program) => (
                      <List.Item key={program.id}>
                        <Anchor component={Link} to={marketplaceProductPath(program.id)} size="sm">
                          {program.name}
                        </Anchor>
                      </List.Item>
                    ))}
                  </List>
                )}
                <Anchor
                  component={Link}
                  to={buyer.favorites.length ? paths.app.favoriteChips : paths.app.chipMarketplace}
                  fw={600}
                >
                  {buyer.favorites.length ? 'All your favorite chips' : 'Browse the chips'}
                </Anchor>
              </Panel>
            </SimpleGrid>
            <section aria-labelledby="dashboard-next">
              <Title order={2} size="h3" mb="md" id="dashboard-next">
                What to do next
              </Title>
              {actions.length === 0 ? (
                <Text c="dimmed">You have done everything we can help with here. Keep in touch with your lender.</Text>
              ) : (
                <NextActionsList actions={actions.slice(0, 3)} hrefOf={(target) => actionPaths[target]} />
              )}
              <Button component={Link} to={paths.actionDashboard} variant="default" mt="md">
                All your action items
              </Button>
            </section>
          </>
        )}
      </Stack>
    </Container>
  );
}
