/**
 * The professional's proposed time for a call and the buyer's two answers, one click each: move the
 * call there, or keep it where it is. Used on the call's page and on the page of the email's link.
 */
import { type CallProposal, callWhenIn, SLOT_TAKEN } from '@hbw/contract';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';

type ProposalChoiceProps = {
  proposal: CallProposal;
  professionalName: string;
  /** The call's current start. */
  startsAt: string;
  timeZone: string;
  /** Sends the answer; rejects with the server's refusal. */
  onAnswer: (answer: 'accept' | 'decline') => Promise<unknown>;
};

export function ProposalChoice({ proposal, professionalName, startsAt, timeZone, onAnswer }: ProposalChoiceProps) {
  const [sending, setSending] = useState<'accept' | 'decline' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const proposed = callWhenIn(new Date(proposal.starts_at), timeZone);

  const answer = (choice: 'accept' | 'decline') => {
    setSending(choice);
    setProblem(null);
    onAnswer(choice)
      .catch((error: unknown) =>
        setProblem(
          error instanceof ApiError && error.message === SLOT_TAKEN
            ? 'Someone else booked that time meanwhile, so your call stays where it is. You can write to the professional for another time.'
            : error instanceof Error
              ? error.message
              : 'Please try again in a moment.',
        ),
      )
      .finally(() => setSending(null));
  };

  return (
    <Alert color="blue" variant="light" title={`${professionalName} proposes a new time`}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Move your call from {callWhenIn(new Date(startsAt), timeZone)} to <strong>{proposed}</strong>? Until you
          answer, your call stays where it is.
        </Text>
        {problem && (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        )}
        <Group gap="sm">
          <Button onClick={() => answer('accept')} loading={sending === 'accept'} disabled={sending === 'decline'}>
            Move my call to this time
          </Button>
          <Button
            variant="default"
            onClick={() => answer('decline')}
            loading={sending === 'decline'}
            disabled={sending === 'accept'}
          >
            Keep the current time
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
