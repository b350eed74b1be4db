/**
 * What Mantine's calendars' arrow buttons are called for screen readers: they have icons and no
 * text. The month and year buttons keep their visible text ("November 2026") as their name, so that
 * voice control users can say what they see.
 */
import type { CalendarAriaLabels } from '@mantine/dates';

export const calendarAriaLabels: CalendarAriaLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};
