/**
 * The signed-in professional's entry in the directory buyers browse (/pro/directory-entry), the
 * leads their widget brought (decision 061), the API keys their own systems call us with and whose
 * widget partner sites show (decisions 059 and 061), and the webhook endpoints we tell of their
 * calls and leads (decision 054).
 */
import { Anchor, Card, Container, Divider, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { PageIntro } from '@/components/page-intro';
import { paths } from '@/config/paths';
import { useDirectoryEntry } from '@/features/professional-portal/api/get-directory-entry';
import { ApiKeyList } from '@/features/professional-portal/components/api-key-list';
import { DirectoryEntryForm } from '@/features/professional-portal/components/directory-entry-form';
import { LeadList } from '@/features/professional-portal/components/lead-list';
import { NewApiKeyForm } from '@/features/professional-portal/components/new-api-key-form';
import { NewWebhookEndpointForm } from '@/features/professional-portal/components/new-webhook-endpoint-form';
import { WebhookEndpointList } from '@/features/professional-portal/components/webhook-endpoint-list';

export default function ProfessionalDirectoryEntry() {
  const entry = useDirectoryEntry();
  return (
    <Container size="sm" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Professionals' portal" title="Your directory entry">
          What buyers read about you when they choose whom to book. The photo buyers see is the one on{' '}
          <Anchor component={Link} to={paths.profile} inherit>
            your profile
          </Anchor>
          .
        </PageIntro>
        {entry.isPending ? (
          <LoadingBlock label="Loading your entry" rows={5} height={40} />
        ) : entry.isError ? (
          <LoadFailure title="We couldn't load your entry" error={entry.error} onRetry={() => void entry.refetch()} />
        ) : (
          <Card withBorder radius="md" padding="lg">
            <DirectoryEntryForm entry={entry.data} />
          </Card>
        )}
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="leads-heading">
          <Stack gap="md">
            <div>
              <Title order={2} size="h3" id="leads-heading">
                Leads
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                Buyers who saw their assistance in your widget and agreed to share their details with you.
              </Text>
            </div>
            <LeadList />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="api-keys-heading">
          <Stack gap="md">
            <div>
              <Title order={2} size="h3" id="api-keys-heading">
                API keys
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                For your own systems: each key acts as you, only for what you let it do; its widget shows on the sites
                you list.
              </Text>
            </div>
            <ApiKeyList />
            <Divider />
            <Title order={3} size="h4">
              Create a key
            </Title>
            <NewApiKeyForm />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="webhooks-heading">
          <Stack gap="md">
            <div>
              <Title order={2} size="h3" id="webhooks-heading">
                Webhooks
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                We tell your systems of your calls as they change, each delivery signed with the endpoint’s secret.
              </Text>
            </div>
            <WebhookEndpointList />
            <Divider />
            <Title order={3} size="h4">
              Add an endpoint
            </Title>
            <NewWebhookEndpointForm />
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
