/**
 * The buyers who asked to talk to the professional through their widget: each with their contact
 * details, the home and the assistance they saw, and the words they agreed to; with its empty,
 * loading and error states (docs/decisions/061-leads-and-the-partner-widget.md).
 */
import { Anchor, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { LoadFailure } from '@/components/load-failure';
import { useLeads } from '../api/get-leads';

const momentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function LeadList() {
  const leads = useLeads();
  if (leads.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading your leads…</Text>
      </Group>
    );
  if (leads.isError)
    return <LoadFailure title="We couldn't load your leads" error={leads.error} onRetry={() => void leads.refetch()} />;
  if (leads.data.length === 0)
    return (
      <Text c="dimmed">
        No leads yet. Once your widget is on a site you allow (see API keys below), the buyers who ask to talk to you
        appear here.
      </Text>
    );
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your leads">
      {leads.data.map((lead) => (
        <Paper key={lead.id} component="li" withBorder radius="md" p="md">
          <Stack gap={4}>
            <Text fw={600}>{lead.buyer_name}</Text>
            <Group gap="md" wrap="wrap">
              <Anchor href={`mailto:${lead.buyer_email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {lead.buyer_email}
              </Anchor>
              {lead.buyer_phone && (
                <Anchor href={`tel:${lead.buyer_phone}`} size="sm">
                  {lead.buyer_phone}
                </Anchor>
              )}
            </Group>
            <Text size="sm">
              A home of {money.format(lead.home_price)} in {lead.county_name} County: {money.format(lead.wallet_total)}{' '}
              at closing from {lead.program_count} program{lead.program_count === 1 ? '' : 's'}
              {lead.wallet_up_to_total > lead.wallet_total ? `, up to ${money.format(lead.wallet_up_to_total)}` : ''}.
            </Text>
            <Text size="sm" c="dimmed">
              {momentFormat.format(new Date(lead.created_at))}
              {lead.source_origin ? ` · from ${lead.source_origin}` : ''} · agreed: “{lead.consent_text}”
            </Text>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
