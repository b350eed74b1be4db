import { describe, expect, it } from 'vitest';
import { appointmentDateField } from './booking.ts';
import { formatAppointmentDate } from './slot-grid.ts';

describe('appointmentDateField', () => {
  it.each([
    ['2026-12-02 09:00:00', '2026-12-02 09:00:00'],
    ['2026-12-02 09:30', '2026-12-02 09:30:00'],
    ['  2026-07-15T14:00:00 ', '2026-07-15 14:00:00'],
  ])('reads %j as the New York start %s', (text, start) => {
    const startsAt = appointmentDateField.parse(text);
    expect(startsAt).toBeInstanceOf(Date);
    expect(formatAppointmentDate(startsAt)).toBe(start);
  });

  it.each([
    ['', 'Choose a time.'],
    ['tomorrow', 'Choose one of the times offered'],
    ['2026-02-30 09:00:00', 'Choose one of the times offered'],
    ['2026-12-02 09:10:00', 'Choose one of the times offered'],
    ['2026-12-02 09:00:30', 'Choose one of the times offered'],
  ])('refuses %j, saying %s', (text, message) => {
    const result = appointmentDateField.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain(message);
  });
});
