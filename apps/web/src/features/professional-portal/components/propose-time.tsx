/**
 * Proposing another time for a booked call: a day and one of the grid's times, in Eastern Time. The
 * buyer gets an email and accepts with one click; until then the call stays where it is. A time the
 * professional proposed and the buyer has not answered is shown, and a new one replaces it.
 */
import '@mantine/core/styles/Combobox.css';
import { type Appointment, slotTimes } from '@hbw/contract';
import { Button, Card, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { callWhen, todayInNewYork } from '@/lib/call-time';
import { useCallProposal, useProposeTime } from '../api/call-proposal';

const two = (value: number) => String(value).padStart(2, '0');

export function ProposeTime({ call, buyerName }: { call: Appointment; buyerName: string }) {
  const open = useCallProposal(call.id);
  const proposing = useProposeTime(call.id);
  const [date, setDate] = useState('');
  const [slotId, setSlotId] = useState(String(slotTimes[0]?.id ?? 1));
  const [dateProblem, setDateProblem] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const slot = slotTimes.find((candidate) => String(candidate.id) === slotId);
    if (!date || !slot) return setDateProblem('Choose a day.');
    setDateProblem(null);
    proposing.mutate(`${date} ${two(slot.hour)}:${two(slot.minute)}:00`, {
      onSuccess: (proposal) =>
        notifications.show({
          color: 'green',
          title: 'Time proposed',
          message: `We emailed ${buyerName} your proposal of ${callWhen(proposal.starts_at)}.`,
        }),
      onError: (error) =>
        setDateProblem(
          error instanceof ApiError ? (error.errors.appointment_date?.[0] ?? error.message) : error.message,
        ),
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="propose-time">
      <Stack gap="sm">
        <Title order={2} size="h4" id="propose-time">
          Propose another time
        </Title>
        {open.data ? (
          <Text size="sm" role="status">
            You proposed {callWhen(open.data.starts_at)}. {buyerName} has not answered yet; a new proposal replaces it.
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {buyerName} gets an email and can accept with one click. Until then, the call stays where it is.
          </Text>
        )}
        <form onSubmit={submit} noValidate aria-label="Propose another time">
          <Group align="flex-end" gap="sm">
            <TextInput
              type="date"
              label="Day"
              min={todayInNewYork()}
              value={date}
              onChange={(event) => setDate(event.currentTarget.value)}
              error={dateProblem}
              required
            />
            <NativeSelect
              label="Time (Eastern)"
              value={slotId}
              onChange={(event) => setSlotId(event.currentTarget.value)}
              data={slotTimes.map((slot) => ({ value: String(slot.id), label: slot.label }))}
            />
            <Button type="submit" loading={proposing.isPending}>
              Propose this time
            </Button>
          </Group>
        </form>
      </Stack>
    </Card>
  );
}
