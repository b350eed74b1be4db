/**
 * The times of the chosen day on the booking page: why the last attempt did not book, then the day's
 * slots (placeholders while they load, what failed when they could not).
 */
import type { Slot } from '@hbw/contract';
import { Alert, Skeleton } from '@mantine/core';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Ref } from 'react';
import { LoadFailure } from '@/components/load-failure';
import { dateLabel } from '@/lib/call-time';
import type { Refusal } from '../booking-refusal';
import classes from './booking-form.module.css';
import { SlotGrid } from './slot-grid';

/** Times being loaded: a grid of placeholders. */
export function TimesSkeleton() {
  return (
    <div className={classes.skeletonGrid}>
      {Array.from({ length: 12 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place.
        <Skeleton key={index} height={56} radius="md" />
      ))}
    </div>
  );
}

type DayTimesProps = {
  slots: UseQueryResult<Slot[]>;
  refusal: Refusal | null;
  /** The refusal takes the focus: the button pressed may be gone with the time it asked for. */
  refusalRef: Ref<HTMLDivElement>;
  selectedSlotId: number | null;
  onSelect: (slotId: number, how: { byArrowKey: boolean }) => void;
  date: string;
  timeZone: string;
};

export function DayTimes({ slots, refusal, refusalRef, selectedSlotId, onSelect, date, timeZone }: DayTimesProps) {
  return (
    <>
      {refusal && (
        <Alert
          color="red"
          variant="light"
          title={refusal.title}
          icon={<IconAlertCircle aria-hidden="true" />}
          role="alert"
          mb="md"
          ref={refusalRef}
          tabIndex={-1}
        >
          {refusal.message}
        </Alert>
      )}
      {slots.isPending ? (
        <div role="status" aria-label="Loading the times of this day">
          <Skeleton height={20} width="60%" mb="sm" />
          <TimesSkeleton />
        </div>
      ) : slots.isError ? (
        <LoadFailure title="We couldn't load the times" error={slots.error} onRetry={() => void slots.refetch()} />
      ) : (
        <SlotGrid
          slots={slots.data}
          selectedSlotId={selectedSlotId}
          onSelect={onSelect}
          legend={`Times on ${dateLabel(date)}`}
          timeZone={timeZone}
        />
      )}
    </>
  );
}
