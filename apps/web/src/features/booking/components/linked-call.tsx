/**
 * The page a link of a call's email opens, without signing in: the call, then what the link is for
 * (moving it on the same days and times as the booking page, cancelling it, or answering the time
 * the professional proposed), and what happened. A link that no longer works says why: used,
 * expired when the call began, or its call cancelled or moved since.
 */
import { type Appointment, type CallLinkPurpose, callWhenIn, professionalKindLabels } from '@hbw/contract';
import { Alert, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useLinkedCall } from '../api/call-link';
import type { LinkCaller } from '../api/caller';
import { useCancelAppointment } from '../api/cancel-appointment';
import { useAnswerProposal } from '../api/proposal';
import { BookingForm } from './booking-form';
import { ProposalChoice } from './proposal-choice';

type LinkedCallProps = { link: LinkCaller; purpose: CallLinkPurpose; timeZone: string };

/** What the link did, said once it is done. */
type Outcome = { title: string; message: string };

function CallSummary({ call, timeZone }: { call: Appointment; timeZone: string }) {
  const { professional } = call;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="linked-call-when">
      <Title order={2} size="h4" id="linked-call-when">
        {callWhenIn(new Date(call.starts_at), timeZone)}
      </Title>
      <Text size="sm" mt={4}>
        30 minutes with {professional.name}, {professionalKindLabels[professional.kind].toLowerCase()} at{' '}
        {professional.company}, about {call.program.name}.
      </Text>
    </Card>
  );
}

function Done({ outcome }: { outcome: Outcome }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the person was in is gone: the news takes the focus, for screen readers and keyboards.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
      <Title order={2} size="h3" ref={headingRef} tabIndex={-1} mb={4}>
        {outcome.title}
      </Title>
      <Text size="sm">{outcome.message}</Text>
    </Alert>
  );
}

function CancelFromEmail({
  link,
  call,
  onDone,
}: {
  link: LinkCaller;
  call: Appointment;
  onDone: (outcome: Outcome) => void;
}) {
  const cancelling = useCancelAppointment(link);
  return (
    <Stack gap="sm" align="flex-start">
      <Text>Cancel this call? We will tell {call.professional.name}, and the time becomes free for other buyers.</Text>
      {cancelling.error && (
        <Text size="sm" c="red.9" role="alert">
          {cancelling.error.message}
        </Text>
      )}
      <Button
        color="red.9"
        loading={cancelling.isPending}
        onClick={() =>
          cancelling.mutate(call.id, {
            onSuccess: () =>
              onDone({
                title: 'Your call is cancelled',
                message: `We told ${call.professional.name} and sent you the cancellation for your calendar.`,
              }),
          })
        }
      >
        Cancel the call
      </Button>
    </Stack>
  );
}

/** A link that cannot do what it was for, and why, with the way to the call that always works. */
export function LinkRefused({ message }: { message: string }) {
  return (
    <Alert color="gray" variant="light" title="This link no longer works" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button component={Link} to={paths.app.appointments} size="xs" variant="default">
          Sign in to see your calls
        </Button>
      </Stack>
    </Alert>
  );
}

export function LinkedCall({ link, purpose, timeZone }: LinkedCallProps) {
  const linked = useLinkedCall(link, purpose);
  const answering = useAnswerProposal(link, link.id);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [date, setDate] = useState<string | null>(null);

  if (outcome) return <Done outcome={outcome} />;
  if (linked.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading your call">
        <Skeleton height={90} radius="md" />
        <Skeleton height={200} radius="md" />
      </Stack>
    );
  }
  if (linked.isError) {
    const refused = linked.error instanceof ApiError && [404, 410, 422].includes(linked.error.status);
    if (!refused)
      return (
        <LoadFailure title="We couldn't load your call" error={linked.error} onRetry={() => void linked.refetch()} />
      );
    return <LinkRefused message={linked.error.message} />;
  }

  const { call, proposal } = linked.data;
  const moved = (appointment: Appointment) =>
    setOutcome({
      title: 'Your call is moved',
      message: `It is now on ${callWhenIn(new Date(appointment.starts_at), timeZone)}. We emailed you and ${call.professional.name} the new time; the meeting link stays the same.`,
    });

  return (
    <Stack gap="lg">
      <CallSummary call={call} timeZone={timeZone} />
      {purpose === 'reschedule' && (
        <BookingForm
          caller={link}
          professional={call.professional}
          program={call.program}
          askedDate={date}
          timeZone={timeZone}
          movingCallId={call.id}
          onDateChange={setDate}
          onBooked={moved}
        />
      )}
      {purpose === 'cancel' && <CancelFromEmail link={link} call={call} onDone={setOutcome} />}
      {purpose === 'proposal' && proposal && (
        <ProposalChoice
          proposal={proposal}
          professionalName={call.professional.name}
          startsAt={call.starts_at}
          timeZone={timeZone}
          onAnswer={(answer) =>
            answering.mutateAsync(answer).then((appointment) =>
              answer === 'accept'
                ? moved(appointment)
                : setOutcome({
                    title: 'Your call stays where it is',
                    message: `We told ${call.professional.name} you keep ${callWhenIn(new Date(call.starts_at), timeZone)}.`,
                  }),
            )
          }
        />
      )}
    </Stack>
  );
}
