/**
 * The buyer of a call booked with the professional, as they prepare for it: who they are and how to
 * reach them, what they wrote when booking, and what the wallet wizard says they may get from the
 * call's program.
 */
import '@mantine/core/styles/Blockquote.css';
import { type CallProgramOutlook, type EligibilityStatus, eligibilityStatusLabels, type ProCall } from '@hbw/contract';
import { amountText, formatDollars } from '@hbw/contract/money-words';
import { Anchor, Avatar, Badge, Blockquote, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { imageSources } from '@/lib/image';

const photoSize = 72;

const statusColours: Record<EligibilityStatus, string> = {
  likely: 'green',
  possible: 'blue',
  needs_review: 'yellow',
  not_eligible: 'gray',
};

/** "+15125550142" as people write it: "(512) 555-0142". */
function phoneLabel(number: string): string {
  const digits = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(number);
  return digits ? `(${digits[1]}) ${digits[2]}-${digits[3]}` : number;
}

function Outlook({ outlook, programName }: { outlook: CallProgramOutlook; programName: string }) {
  if (!outlook.answers_complete) {
    return (
      <Text size="sm">
        They have not finished the questionnaire yet, so the wizard has no estimate for them. Their household, income
        and the home they have in mind are worth asking about on the call.
      </Text>
    );
  }
  if (outlook.status === null) {
    return (
      <Text size="sm">
        {programName} is not among the programs the wizard weighs for the state they gave, so it has no estimate of it
        for them. Their whole wallet comes to {formatDollars(outlook.wallet_total)}.
      </Text>
    );
  }
  const inWallet =
    outlook.wallet_group === 'counted'
      ? `It is counted in their wallet, which comes to ${formatDollars(outlook.wallet_total)} in all.`
      : outlook.wallet_group === 'alternative'
        ? `It is not counted in their wallet (${formatDollars(outlook.wallet_total)} in all): ${outlook.why_not_counted}`
        : `It is not counted in their wallet, which comes to ${formatDollars(outlook.wallet_total)} in all.`;
  return (
    <Stack gap="xs">
      <Group gap="sm" align="baseline">
        <Badge color={statusColours[outlook.status]} variant="light">
          {eligibilityStatusLabels[outlook.status]}
        </Badge>
        {outlook.status !== 'not_eligible' && (
          <Text fw={700} size="lg">
            {outlook.money ? amountText(outlook.amount, outlook.up_to, outlook.money) : formatDollars(outlook.amount)}
          </Text>
        )}
      </Group>
      {outlook.estimate && <Text size="sm">{outlook.estimate}</Text>}
      <Text size="sm">{inWallet}</Text>
      {outlook.blockers.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            Why the wizard thinks they do not qualify
          </Text>
          <List size="sm" spacing={4}>
            {outlook.blockers.map((blocker) => (
              <List.Item key={blocker}>{blocker}</List.Item>
            ))}
          </List>
        </>
      )}
      {outlook.warnings.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            What you will still need to check
          </Text>
          <List size="sm" spacing={4}>
            {outlook.warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </>
      )}
      <Text size="xs" c="dimmed">
        An estimate from the answers they gave the wizard, not a decision.
      </Text>
    </Stack>
  );
}

export function CallBuyer({ call }: { call: ProCall }) {
  const buyer = call.buyer_details;
  const photo = buyer.photo ? imageSources(buyer.photo, photoSize) : null;
  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="call-buyer">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar
            name={buyer.name}
            color="green"
            size={photoSize}
            src={photo?.src}
            imageProps={photo ? { srcSet: photo.srcSet } : undefined}
            alt={photo ? `Photo of ${buyer.name}` : ''}
            aria-hidden={photo ? undefined : 'true'}
          />
          <Stack gap={4} miw={0}>
            <Title order={2} size="h3" id="call-buyer">
              {buyer.name}
            </Title>
            <Anchor href={`mailto:${buyer.email}`} style={{ overflowWrap: 'anywhere' }}>
              {buyer.email}
            </Anchor>
            {buyer.mobile_number ? (
              <Anchor href={`tel:${buyer.mobile_number}`}>{phoneLabel(buyer.mobile_number)}</Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                No phone number on their account
              </Text>
            )}
          </Stack>
        </Group>
      </Card>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="call-note">
        <Stack gap="xs">
          <Title order={2} size="h4" id="call-note">
            Their note
          </Title>
          {buyer.note ? (
            <Blockquote p="sm" style={{ whiteSpace: 'pre-line' }}>
              {buyer.note}
            </Blockquote>
          ) : (
            <Text size="sm" c="dimmed">
              They wrote no note when booking.
            </Text>
          )}
        </Stack>
      </Card>

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="call-outlook">
        <Stack gap="xs">
          <Title order={2} size="h4" id="call-outlook">
            What they may get from {call.program.name}
          </Title>
          <Outlook outlook={buyer.program_outlook} programName={call.program.name} />
        </Stack>
      </Card>
    </Stack>
  );
}
