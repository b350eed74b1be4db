import { describe, expect, it } from 'vitest';
import { nextCell } from './weekly-hours-grid';

// Rows are the 27 times (0 = 8:00 AM, 26 = 9:00 PM), columns the 7 days (0 = Sunday).
describe('the keys that move the focus in the weekly hours', () => {
  it.each([
    { key: 'ArrowUp', from: { row: 5, column: 3 }, to: { row: 4, column: 3 } },
    { key: 'ArrowDown', from: { row: 5, column: 3 }, to: { row: 6, column: 3 } },
    { key: 'ArrowLeft', from: { row: 5, column: 3 }, to: { row: 5, column: 2 } },
    { key: 'ArrowRight', from: { row: 5, column: 3 }, to: { row: 5, column: 4 } },
    { key: 'PageUp', from: { row: 5, column: 3 }, to: { row: 1, column: 3 } },
    { key: 'PageDown', from: { row: 5, column: 3 }, to: { row: 9, column: 3 } },
    { key: 'Home', from: { row: 5, column: 3 }, to: { row: 5, column: 0 } },
    { key: 'End', from: { row: 5, column: 3 }, to: { row: 5, column: 6 } },
    { key: 'ArrowUp', from: { row: 0, column: 3 }, to: { row: 0, column: 3 } },
    { key: 'ArrowDown', from: { row: 26, column: 3 }, to: { row: 26, column: 3 } },
    { key: 'ArrowLeft', from: { row: 5, column: 0 }, to: { row: 5, column: 0 } },
    { key: 'ArrowRight', from: { row: 5, column: 6 }, to: { row: 5, column: 6 } },
    { key: 'PageUp', from: { row: 2, column: 1 }, to: { row: 0, column: 1 } },
    { key: 'PageDown', from: { row: 24, column: 1 }, to: { row: 26, column: 1 } },
  ])('$key from row $from.row, column $from.column goes to row $to.row, column $to.column', ({ key, from, to }) => {
    expect(nextCell(from, key, false)).toEqual(to);
  });

  it('Control with Home and End goes to the first and the last time of the week', () => {
    expect(nextCell({ row: 5, column: 3 }, 'Home', true)).toEqual({ row: 0, column: 0 });
    expect(nextCell({ row: 5, column: 3 }, 'End', true)).toEqual({ row: 26, column: 6 });
  });

  it('leaves every other key, Space and Tab among them, to the checkbox and the page', () => {
    expect(nextCell({ row: 5, column: 3 }, ' ', false)).toBeNull();
    expect(nextCell({ row: 5, column: 3 }, 'Tab', false)).toBeNull();
    expect(nextCell({ row: 5, column: 3 }, 'a', false)).toBeNull();
  });
});
