/**
 * Days off: dates on which no buyer can book, whatever the weekly hours say. Adding or removing one
 * saves at once, with the weekly hours as last saved.
 */
import '@mantine/dates/styles.css';
import type { WeeklyAvailability } from '@hbw/contract';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { calendarAriaLabels } from '@/lib/calendar-labels';
import { dateLabel, todayInNewYork } from '@/lib/call-time';
import { useSaveAvailability } from '../api/save-availability';

export function DaysOff({ saved }: { saved: WeeklyAvailability }) {
  const saving = useSaveAvailability();
  const [date, setDate] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [dateProblem, setDateProblem] = useState<string | null>(null);
  const dayOffId = useId();
  const today = todayInNewYork();
  const upcoming = saved.days_off.filter((day) => day.date >= today);

  const saveDaysOff = (daysOff: WeeklyAvailability['days_off'], done: string) =>
    saving.mutate(
      { weekly: saved.weekly, days_off: daysOff },
      { onSuccess: () => notifications.show({ color: 'green', title: done, message: 'Buyers see it at once.' }) },
    );

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    if (!date) return setDateProblem('Choose the day you are off.');
    if (saved.days_off.some((day) => day.date === date)) return setDateProblem('This day is already a day off.');
    setDateProblem(null);
    saveDaysOff(
      [...saved.days_off, { date, note: note.trim() }].sort((a, b) => a.date.localeCompare(b.date)),
      `${dateLabel(date)} is a day off`,
    );
    setDate(null);
    setNote('');
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3" mb={4}>
          Days off
        </Title>
        <Text size="sm">
          No buyer can book you on these days. Calls already booked on them stay booked: cancel them under Calls.
        </Text>
      </div>
      {upcoming.length === 0 ? (
        <Text size="sm" c="dimmed">
          No days off ahead.
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {upcoming.map((day) => (
            <Group component="li" key={day.date} justify="space-between" gap="sm" wrap="nowrap">
              <div>
                <Text size="sm" fw={600}>
                  {dateLabel(day.date)}
                </Text>
                {day.note && (
                  <Text size="sm" c="dimmed">
                    {day.note}
                  </Text>
                )}
              </div>
              <Button
                variant="default"
                size="xs"
                aria-label={`Remove the day off on ${dateLabel(day.date)}`}
                loading={saving.isPending}
                onClick={() =>
                  saveDaysOff(
                    saved.days_off.filter((other) => other.date !== day.date),
                    `${dateLabel(day.date)} is a working day again`,
                  )
                }
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {saving.isError && (
        <Alert color="red" variant="light" title="Your days off were not saved" role="alert">
          {saving.error.message}
        </Alert>
      )}
      <form onSubmit={add} noValidate aria-label="Add a day off">
        <Group align="flex-end" gap="sm">
          <DatePickerInput
            // The calendar that opens is named by this button; Mantine gives the two different ids unless told one.
            id={dayOffId}
            popoverProps={{ id: dayOffId }}
            label="Day off"
            placeholder="Choose a day"
            value={date}
            onChange={(value) => {
              setDate(value);
              setDateProblem(null);
            }}
            firstDayOfWeek={0}
            // Mantine paints weekends red and the days of the months around grey, both short of the contrast text
            // needs; the weekday heads say which day is which, and the arrows turn the month.
            weekendDays={[]}
            hideOutsideDates
            minDate={today}
            getDayAriaLabel={dateLabel}
            ariaLabels={calendarAriaLabels}
            error={dateProblem}
            w={220}
          />
          <TextInput
            label="Note"
            description="Only you see it."
            placeholder="Vacation"
            maxLength={200}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            w={220}
          />
          <Button type="submit" loading={saving.isPending}>
            Add day off
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
