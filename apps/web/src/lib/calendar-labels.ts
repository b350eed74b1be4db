/** What Mantine's calendars' buttons are called for screen readers: they have icons and no text. */
import type { CalendarAriaLabels } from '@mantine/dates';

export const calendarAriaLabels: CalendarAriaLabels = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};
