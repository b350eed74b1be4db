/**
 * Booking a call: a day on a calendar that marks the days with free times, one of the day's 27
 * slots, a note for the professional, and the confirmation. Without a day asked for, the page opens
 * on the first day with a free time. A time picked brings the confirmation into reach: focused and
 * scrolled to, and on a phone a bar fixed at the bottom with the time and the button. A slot lost to
 * another buyer (409) is said plainly and the grid is asked for again, so the buyer chooses among
 * times that are really free. Opened from the Reschedule link of a call's email, it reads and moves
 * with that link instead of a session.
 */
import {
  type Appointment,
  BOOKING_HORIZON_DAYS,
  callWhenIn,
  formatAppointmentDate,
  SLOT_TAKEN,
  type Slot,
} from '@hbw/contract';
import { Alert, Button, Card, Group, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import IconAlertCircle from '@tabler/icons-react/dist/esm/icons/IconAlertCircle.mjs';
import { useEffect, useRef, useState } from 'react';
import { LoadFailure } from '@/components/load-failure';
import { ApiError } from '@/lib/api-client';
import { dateLabel, todayInNewYork } from '@/lib/call-time';
import { useBookAppointment } from '../api/book-appointment';
import { type CallLinkAccess, useRescheduleByLink } from '../api/call-link';
import { useFirstFreeDay } from '../api/get-days';
import { useSlots } from '../api/get-slots';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { BookingCalendar } from './booking-calendar';
import classes from './booking-form.module.css';
import { SlotGrid } from './slot-grid';

type BookingFormProps = {
  professional: { id: number; name: string };
  program: { id: number; name: string };
  /** The day asked for in the address, `yyyy-MM-dd` in New York; null opens on the first free day. */
  askedDate: string | null;
  /** The zone the buyer reads times in: shown first, with Eastern Time beside it when the clocks differ. */
  timeZone: string;
  /** The buyer's call being moved to another time, or null to book a new one. */
  movingCallId: number | null;
  /** The Reschedule link the call is moved with, for a buyer who is not signed in. */
  link?: CallLinkAccess | undefined;
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
        <div className={classes.skeletonGrid}>
          {Array.from({ length: 12 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place.
            <Skeleton key={index} height={56} radius="md" />
          ))}
        </div>
      </div>
    </div>
  );
}

export function BookingForm({
  professional,
  program,
  askedDate,
  timeZone,
  movingCallId,
  link,
  onDateChange,
  onBooked,
}: BookingFormProps) {
  const today = todayInNewYork();
  const firstFree = useFirstFreeDay(professional.id, today, askedDate === null, link);
  if (askedDate)
    return (
      <BookingChooser
        {...{ professional, program, timeZone, movingCallId, link, onDateChange, onBooked }}
        date={askedDate}
      />
    );
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
  return (
    <BookingChooser
      {...{ professional, program, timeZone, movingCallId, link, onDateChange, onBooked }}
      date={firstFree.data}
    />
  );
}

function BookingChooser({
  professional,
  program,
  date,
  timeZone,
  movingCallId,
  link,
  onDateChange,
  onBooked,
}: Omit<BookingFormProps, 'askedDate'> & { date: string }) {
  /** Why the last attempt did not book, in words for the buyer. */
  type Refusal = { title: string; message: string };

  function refusalOf(error: unknown, slot: Slot | undefined): Refusal {
    if (error instanceof ApiError && error.status === 409) {
      return {
        title: SLOT_TAKEN,
        message: `Another buyer booked ${slot?.time ?? 'this time'} a moment before you. The times below are up to date: choose another one.`,
      };
    }
    const dateProblem = error instanceof ApiError ? error.errors.appointment_date?.[0] : undefined;
    if (dateProblem)
      return { title: 'This time cannot be booked', message: `${dateProblem} The times below are up to date.` };
    return {
      title: "We couldn't book this call",
      message: error instanceof Error ? error.message : 'Please try again in a moment.',
    };
  }

  const slots = useSlots({ professional_detail_id: professional.id, date }, link);
  const booking = useBookAppointment();
  const moving = useRescheduleAppointment();
  const movingByLink = useRescheduleByLink();
  const pending = booking.isPending || moving.isPending || movingByLink.isPending;
  const confirmLabel = movingCallId ? 'Move my call here' : 'Book this call';
  const [selectedSlotId, setSelectedSlotId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  // One key per attempt: sending the same attempt again (a dropped connection) books it once.
  const attemptKey = useRef<string | null>(null);
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
    attemptKey.current = null;
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
    if (!selectedSlot || pending) return;
    setRefusal(null);
    const onError = (error: Error) => {
      // Unanswered, the attempt may have booked: sending it again with its key is safe.
      if (error instanceof ApiError && error.status === 0) return setRefusal(refusalOf(error, selectedSlot));
      attemptKey.current = null;
      if (error instanceof ApiError && error.errors.description) return;
      if (error instanceof ApiError && (error.status === 409 || error.errors.appointment_date)) {
        setSelectedSlotId(null);
      }
      setRefusal(refusalOf(error, selectedSlot));
    };
    const appointmentDate = formatAppointmentDate(new Date(selectedSlot.starts_at));
    if (movingCallId && link) {
      movingByLink.mutate({ link, appointmentDate }, { onSuccess: onBooked, onError });
      return;
    }
    if (movingCallId) {
      moving.mutate({ id: movingCallId, appointment_date: appointmentDate }, { onSuccess: onBooked, onError });
      return;
    }
    attemptKey.current ??= crypto.randomUUID();
    booking.mutate(
      {
        program_administrative_information_id: program.id,
        professional_detail_id: professional.id,
        appointment_date: appointmentDate,
        description: note,
        idempotencyKey: attemptKey.current,
      },
      { onSuccess: onBooked, onError },
    );
  };

  const noteProblem = booking.error instanceof ApiError ? booking.error.errors.description?.[0] : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={`Book a call with ${professional.name}`}>
      <Stack gap="xl">
        <div className={classes.chooser}>
          <section aria-labelledby="choose-day">
            <Title order={2} size="h4" id="choose-day" mb="sm">
              Choose a day
            </Title>
            <BookingCalendar
              professionalId={professional.id}
              link={link}
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
                <div className={classes.skeletonGrid}>
                  {Array.from({ length: 12 }, (_, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing but their place.
                    <Skeleton key={index} height={56} radius="md" />
                  ))}
                </div>
              </div>
            ) : slots.isError ? (
              <LoadFailure
                title="We couldn't load the times"
                error={slots.error}
                onRetry={() => void slots.refetch()}
              />
            ) : (
              <SlotGrid
                slots={slots.data}
                selectedSlotId={selectedSlot?.id ?? null}
                onSelect={(slotId, { byArrowKey }) => {
                  startAttempt();
                  setSelectedSlotId(slotId);
                  setFocusConfirmation(!byArrowKey);
                }}
                legend={`Times on ${dateLabel(date)}`}
                timeZone={timeZone}
              />
            )}
          </section>
        </div>

        {selectedSlot && (
          <Card
            withBorder
            radius="md"
            padding="lg"
            component="section"
            aria-labelledby="confirm-call"
            ref={confirmRef}
            tabIndex={-1}
            className={classes.confirmation}
          >
            <Stack gap="md">
              <Title order={2} size="h4" id="confirm-call">
                {movingCallId ? 'Confirm the new time' : 'Confirm your call'}
              </Title>
              <div>
                <Text fw={700}>{callWhenIn(new Date(selectedSlot.starts_at), timeZone)}</Text>
                <Text size="sm" c="dimmed">
                  30 minutes online with {professional.name}, about {program.name}. The meeting link comes by email and
                  on the next page.
                </Text>
              </div>
              {selectedSlot.busy_in_your_calendar && (
                <Alert color="orange" variant="light" title="Your calendar has something then">
                  You can still book this time if you want to.
                </Alert>
              )}
              {!movingCallId && (
                <Textarea
                  label={`A note for ${professional.name}`}
                  description="What would you like to talk about? Optional."
                  autosize
                  minRows={3}
                  maxLength={2000}
                  value={note}
                  onChange={(event) => {
                    startAttempt();
                    setNote(event.currentTarget.value);
                  }}
                  error={noteProblem}
                />
              )}
              <Group visibleFrom="sm">
                <Button type="submit" size="md" loading={pending}>
                  {confirmLabel}
                </Button>
              </Group>
            </Stack>
          </Card>
        )}
        {selectedSlot && (
          <section className={classes.bar} ref={barRef} tabIndex={-1} aria-label="Your chosen time">
            <div className={classes.barText}>
              <Text fw={700} size="sm">
                {callWhenIn(new Date(selectedSlot.starts_at), timeZone)}
              </Text>
              <Text size="xs">With {professional.name}, 30 minutes</Text>
            </div>
            <Button type="submit" loading={pending}>
              {confirmLabel}
            </Button>
          </section>
        )}
      </Stack>
    </form>
  );
}
