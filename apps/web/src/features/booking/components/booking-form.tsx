/**
 * Booking a call: a day on a calendar that marks the days with free times, one of the day's 27
 * slots, a note for the professional, and the confirmation. Without a day asked for, the page opens
 * on the first day with a free time. A time picked brings the confirmation into reach: focused and
 * scrolled to, and on a phone a bar fixed at the bottom with the time and the button. A slot lost to
 * another buyer (409) is said plainly and the grid is asked for again, so the buyer chooses among
 * times that are really free. The same page moves a call, for the signed-in buyer or for the holder
 * of its Reschedule link: its caller reads the times and moves the call.
 */
import { type Appointment, BOOKING_HORIZON_DAYS } from '@hbw/contract';
import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { LoadFailure } from '@/components/load-failure';
import { todayInNewYork } from '@/lib/call-time';
import type { Caller } from '../api/caller';
import { useFirstFreeDay } from '../api/get-days';
import { useSlots } from '../api/get-slots';
import type { Refusal } from '../booking-refusal';
import { useConfirmTime } from '../hooks/use-confirm-time';
import { BookingCalendar } from './booking-calendar';
import classes from './booking-form.module.css';
import { CallNote, ChosenTimeBar, ConfirmCall } from './chosen-time';
import { DayTimes, TimesSkeleton } from './day-times';

type BookingFormProps = {
  /** Who books or moves: the signed-in buyer, or the holder of the call's Reschedule link. */
  caller: Caller;
  professional: { id: number; name: string };
  program: { id: number; name: string };
  /** The day asked for in the address, `yyyy-MM-dd` in New York; null opens on the first free day. */
  askedDate: string | null;
  /** The zone the buyer reads times in: shown first, with Eastern Time beside it when the clocks differ. */
  timeZone: string;
  /** The buyer's call being moved to another time, or null to book a new one. */
  movingCallId: number | null;
  onDateChange: (date: string) => void;
  onBooked: (appointment: Appointment) => void;
};

/** Where the first free day is looked for: the calendar and the times, as placeholders. */
function ChooserSkeleton() {
  return (
    <div className={classes.chooser} role="status" aria-label="Finding the first day with free times">
      <Skeleton height={300} width={280} radius="md" />
      <div className={classes.times}>
        <Skeleton height={24} width="40%" mb="md" />
        <TimesSkeleton />
      </div>
    </div>
  );
}

export function BookingForm({ askedDate, ...chooser }: BookingFormProps) {
  const { caller, professional } = chooser;
  const firstFree = useFirstFreeDay(caller, professional.id, todayInNewYork(), askedDate === null);
  if (askedDate) return <BookingChooser {...chooser} date={askedDate} />;
  if (firstFree.isPending) return <ChooserSkeleton />;
  if (firstFree.isError) {
    return (
      <LoadFailure
        title="We couldn't find the free times"
        error={firstFree.error}
        onRetry={() => void firstFree.refetch()}
      />
    );
  }
  if (!firstFree.data) {
    return (
      <Alert color="blue" variant="light" title={`${professional.name} has no free times for now`}>
        No time is free in the next {BOOKING_HORIZON_DAYS} days. You can ask for an expert below, or come back later:
        times free up when calls are cancelled.
      </Alert>
    );
  }
  return <BookingChooser {...chooser} date={firstFree.data} />;
}

function BookingChooser({
  caller,
  professional,
  program,
  date,
  timeZone,
  movingCallId,
  onDateChange,
  onBooked,
}: Omit<BookingFormProps, 'askedDate'> & { date: string }) {
  const slots = useSlots(caller, { professional_detail_id: professional.id, date });
  const confirming = useConfirmTime({
    caller,
    movingCallId,
    professionalId: professional.id,
    programId: program.id,
  });
  const confirmLabel = movingCallId ? 'Move my call here' : 'Book this call';
  const [selectedSlotId, setSelectedSlotId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const selectedSlot = slots.data?.find((slot) => slot.id === selectedSlotId && !slot.disabled);
  const refusalRef = useRef<HTMLDivElement>(null);
  const [month, setMonth] = useState(date.slice(0, 7));
  // Below Mantine's `sm` breakpoint the confirmation is a bar fixed at the bottom of the screen.
  const phone = useMediaQuery('(max-width: 47.99em)');
  const confirmRef = useRef<HTMLElement>(null);
  const barRef = useRef<HTMLElement>(null);
  const [focusConfirmation, setFocusConfirmation] = useState(false);

  // The button pressed may be gone with the slot it booked: the reason takes the focus instead.
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  // A time picked by a click, a tap or the space bar takes the focus to the confirmation; arrow keys
  // keep it in the grid, where they move between times.
  useEffect(() => {
    if (!focusConfirmation || !selectedSlot) return;
    setFocusConfirmation(false);
    (phone ? barRef.current : confirmRef.current)?.focus();
  }, [focusConfirmation, selectedSlot, phone]);

  const startAttempt = () => {
    confirming.newAttempt();
    setRefusal(null);
  };

  const chooseDate = (value: string | null) => {
    if (!value || value === date) return;
    startAttempt();
    setSelectedSlotId(null);
    setMonth(value.slice(0, 7));
    onDateChange(value);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!selectedSlot || confirming.pending) return;
    setRefusal(null);
    confirming.confirm(selectedSlot, note, {
      onDone: onBooked,
      onRefused: (refused) => {
        if (refused.chooseAgain) setSelectedSlotId(null);
        setRefusal(refused.refusal);
      },
    });
  };

  const chosen = { professionalName: professional.name, timeZone, confirmLabel, pending: confirming.pending };
  return (
    <form onSubmit={submit} noValidate aria-label={`Book a call with ${professional.name}`}>
      <Stack gap="xl">
        <div className={classes.chooser}>
          <section aria-labelledby="choose-day">
            <Title order={2} size="h4" id="choose-day" mb="sm">
              Choose a day
            </Title>
            <BookingCalendar
              caller={caller}
              professionalId={professional.id}
              date={date}
              month={month}
              onMonthChange={setMonth}
              onDateChange={chooseDate}
            />
          </section>
          <section aria-labelledby="choose-time" className={classes.times}>
            <Title order={2} size="h4" id="choose-time" mb="sm">
              Choose a time
            </Title>
            <DayTimes
              slots={slots}
              refusal={refusal}
              refusalRef={refusalRef}
              selectedSlotId={selectedSlot?.id ?? null}
              onSelect={(slotId, { byArrowKey }) => {
                startAttempt();
                setSelectedSlotId(slotId);
                setFocusConfirmation(!byArrowKey);
              }}
              date={date}
              timeZone={timeZone}
            />
          </section>
        </div>

        {selectedSlot && (
          <ConfirmCall
            {...chosen}
            slot={selectedSlot}
            programName={program.name}
            moving={movingCallId !== null}
            ref={confirmRef}
          >
            {!movingCallId && (
              <CallNote
                professionalName={professional.name}
                value={note}
                error={confirming.noteProblem}
                onChange={(value) => {
                  startAttempt();
                  setNote(value);
                }}
              />
            )}
          </ConfirmCall>
        )}
        {selectedSlot && <ChosenTimeBar {...chosen} slot={selectedSlot} ref={barRef} />}
      </Stack>
    </form>
  );
}
