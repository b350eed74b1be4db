/**
 * The month calendar of the booking page: a day with free times carries a dot and says how many to
 * screen readers; a day with none is disabled and says why ("Day off"), so that neither the eye nor
 * the keyboard lands on a day that offers nothing. Weeks start on Sunday.
 */
import '@mantine/dates/styles.css';
import { BOOKING_HORIZON_DAYS, type BookingDay } from '@hbw/contract';
import { Group, Loader, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { LoadFailure } from '@/components/load-failure';
import { calendarAriaLabels } from '@/lib/calendar-labels';
import { addDays, dateLabel, todayInNewYork } from '@/lib/call-time';
import type { Caller } from '../api/caller';
import { useDays } from '../api/get-days';
import classes from './booking-calendar.module.css';

type BookingCalendarProps = {
  /** Who reads the days: the signed-in buyer, or the holder of a call's Reschedule link. */
  caller: Caller;
  professionalId: number;
  /** The chosen day, `yyyy-MM-dd`. */
  date: string;
  /** The month on screen, `yyyy-MM`. */
  month: string;
  onMonthChange: (month: string) => void;
  onDateChange: (date: string) => void;
};

/** What a day of the calendar says after its date, for screen readers. */
export function dayNote(day: BookingDay | undefined): string {
  if (!day) return '';
  if (day.bookable) return day.free_slots === 1 ? '1 free time' : `${day.free_slots} free times`;
  if (day.disabled_reason === 'day_off') return 'day off, no free times';
  return 'no free times';
}

export function BookingCalendar({
  caller,
  professionalId,
  date,
  month,
  onMonthChange,
  onDateChange,
}: BookingCalendarProps) {
  const today = todayInNewYork();
  const days = useDays(caller, { professional_detail_id: professionalId, month });
  const byDate = new Map((days.data ?? []).map((day) => [day.date, day]));
  return (
    <div className={classes.calendar}>
      <DatePicker
        value={date}
        onChange={(value) => value && onDateChange(value)}
        date={`${month}-01`}
        onDateChange={(shown) => onMonthChange(shown.slice(0, 7))}
        // The header fills the calendar's own width, known before the days are (booking-calendar.module.css).
        fullWidth
        firstDayOfWeek={0}
        // Mantine paints weekends red and the days of the months around grey, both short of the contrast text
        // needs; the weekday heads say which day is which, and the arrows turn the month.
        weekendDays={[]}
        hideOutsideDates
        minDate={today}
        maxDate={addDays(today, BOOKING_HORIZON_DAYS)}
        excludeDate={(day) => byDate.get(day)?.bookable === false}
        getDayProps={(day) => ({ 'data-free': byDate.get(day)?.bookable || undefined })}
        getDayAriaLabel={(day) => [dateLabel(day), dayNote(byDate.get(day))].filter(Boolean).join(', ')}
        ariaLabels={calendarAriaLabels}
        classNames={{ day: classes.day, month: classes.month }}
      />
      {days.isError ? (
        <LoadFailure
          title="We couldn't check which days are free"
          error={days.error}
          message="You can still choose a day and see its times."
          onRetry={() => void days.refetch()}
        />
      ) : days.isPending ? (
        <Group gap="xs" mt="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="xs">Checking which days have free times…</Text>
        </Group>
      ) : (
        <Text size="xs" c="dimmed" mt="xs" maw={280}>
          <span className={classes.dot} aria-hidden="true" /> Days with a dot have free times. Calls can be booked up to{' '}
          {BOOKING_HORIZON_DAYS} days ahead.
        </Text>
      )}
    </div>
  );
}
