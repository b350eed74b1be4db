/**
 * Editing the weekly hours: quick fills for the usual weeks, the grid for the rest, and one save.
 * Buyers' slot grids follow the saved hours at once; calls already booked stay booked.
 */
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useId, useState } from 'react';
import { useSaveAvailability } from '../api/save-availability';
import { quickFills, sameHours, slotsPerWeek, toggleSlot, type WeeklyHours } from '../weekly-hours';
import { WeeklyHoursGrid } from './weekly-hours-grid';

type WeeklyHoursEditorProps = {
  saved: WeeklyHours;
  /** Days off are saved with the hours (the call replaces both): the ones saved now go along unchanged. */
  daysOff: { date: string; note: string }[];
};

export function WeeklyHoursEditor({ saved, daysOff }: WeeklyHoursEditorProps) {
  const [draft, setDraft] = useState<WeeklyHours>(saved);
  const saving = useSaveAvailability();
  const helpId = useId();
  const changed = !sameHours(draft, saved);

  const save = () =>
    saving.mutate(
      { weekly: draft.map((day) => [...day]), days_off: daysOff },
      {
        onSuccess: (result) => {
          setDraft(result.weekly);
          notifications.show({
            color: 'green',
            title: 'Your hours are saved',
            message: 'Buyers see the new times at once. Calls already booked stay booked.',
          });
        },
      },
    );

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3" mb={4}>
          Weekly hours
        </Title>
        <Text size="sm" id={helpId}>
          Tick the times, in Eastern Time, when buyers can book a 30-minute call with you. In the grid, the arrow keys
          move and Space ticks or unticks.
        </Text>
      </div>
      <Group gap="xs" role="group" aria-label="Quick fills">
        {quickFills.map((quickFill) => (
          <Button
            key={quickFill.label}
            variant="default"
            size="xs"
            title={quickFill.description}
            onClick={() => setDraft(quickFill.apply(draft))}
          >
            {quickFill.label}
          </Button>
        ))}
      </Group>
      <WeeklyHoursGrid
        hours={draft}
        describedBy={helpId}
        onToggle={(weekday, slotId) => setDraft((current) => toggleSlot(current, weekday, slotId))}
      />
      <Text size="sm" aria-live="polite">
        {slotsPerWeek(draft)} calls a week{changed ? ' · Unsaved changes' : ''}
      </Text>
      {saving.isError && (
        <Alert color="red" variant="light" title="Your hours were not saved" role="alert">
          {saving.error.message} Your changes are still here: try saving again.
        </Alert>
      )}
      <Group gap="sm">
        <Button onClick={save} loading={saving.isPending} disabled={!changed}>
          Save weekly hours
        </Button>
        {changed && (
          <Button variant="subtle" onClick={() => setDraft(saved)}>
            Undo changes
          </Button>
        )}
      </Group>
    </Stack>
  );
}
