/**
 * The 27 slots of a day as one group of radio buttons: a free slot can be chosen, a slot that is not
 * free is greyed and says why in words (not by colour alone). Each shows the buyer's own time first
 * and the Eastern time of the grid beside it when the clocks differ. Arrow keys move between free
 * slots, as in any radio group; at 360 px the grid keeps three columns.
 */
import { type Slot, showsEasternTime, timeIn, zoneNameAt } from '@hbw/contract';
import { Text } from '@mantine/core';
import { useId, useRef } from 'react';
import classes from './slot-grid.module.css';

type SlotGridProps = {
  slots: readonly Slot[];
  selectedSlotId: number | null;
  /** `byArrowKey`: the radio group's arrow keys moved the choice, and the focus must stay with it. */
  onSelect: (slotId: number, how: { byArrowKey: boolean }) => void;
  /** Names the group, with the day: "Times on Wednesday, November 25, 2026". */
  legend: string;
  /** The zone the buyer reads times in. */
  timeZone: string;
};

/** What a slot shows as its time: the buyer's, and the grid's Eastern time beside it when they differ. */
export function slotTimes(slot: Slot, timeZone: string): { own: string; eastern: string | null } {
  const startsAt = new Date(slot.starts_at);
  if (showsEasternTime(startsAt, timeZone)) return { own: slot.time, eastern: null };
  return { own: timeIn(startsAt, timeZone), eastern: `${slot.time} Eastern` };
}

/** What a slot says under its time. */
export function slotNote(slot: Slot): string {
  if (slot.disabled) return slot.disabled_label ?? 'Not available';
  return slot.busy_in_your_calendar ? 'Free, but busy in your calendar' : 'Free';
}

export function SlotGrid({ slots, selectedSlotId, onSelect, legend, timeZone }: SlotGridProps) {
  const name = useId();
  // The key that changed the choice, if any: browsers move a radio group's choice with the arrows.
  const lastKey = useRef<string | null>(null);
  const free = slots.filter((slot) => !slot.disabled).length;
  const first = slots[0];
  const zoneWords =
    first && !showsEasternTime(new Date(first.starts_at), timeZone)
      ? `Times are your time (${zoneNameAt(new Date(first.starts_at), timeZone)}), with Eastern Time beside them`
      : 'Times are Eastern Time';
  return (
    <fieldset
      className={classes.fieldset}
      onKeyDown={(event) => {
        lastKey.current = event.key;
      }}
      onPointerDown={() => {
        lastKey.current = null;
      }}
    >
      <legend className={classes.legend}>{legend}</legend>
      <Text size="sm" c="dimmed" mb="sm">
        {free === 0
          ? 'No free times on this day. Choose another day.'
          : `${free} of ${slots.length} times free. ${zoneWords}; each call lasts 30 minutes.`}
      </Text>
      <div className={classes.grid}>
        {slots.map((slot) => {
          const times = slotTimes(slot, timeZone);
          return (
            <label
              key={slot.id}
              className={classes.slot}
              data-disabled={slot.disabled || undefined}
              data-selected={slot.id === selectedSlotId || undefined}
              data-warning={(!slot.disabled && slot.busy_in_your_calendar) || undefined}
            >
              <input
                type="radio"
                name={name}
                value={slot.id}
                className={classes.radio}
                checked={slot.id === selectedSlotId}
                disabled={slot.disabled}
                onChange={() => {
                  onSelect(slot.id, { byArrowKey: lastKey.current?.startsWith('Arrow') ?? false });
                  lastKey.current = null;
                }}
              />
              <span className={classes.time}>{times.own}</span>
              {times.eastern && <span className={classes.eastern}>{times.eastern}</span>}
              <span className={classes.note}>{slotNote(slot)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
