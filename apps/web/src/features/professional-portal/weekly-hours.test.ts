import { describe, expect, it } from 'vitest';
import { noHours, quickFills, sameHours, slotsPerWeek, toggleSlot, type WeeklyHours } from './weekly-hours';

const fill = (label: string, hours: WeeklyHours = noHours) => {
  const quickFill = quickFills.find((candidate) => candidate.label === label);
  if (!quickFill) throw new Error(`No quick fill "${label}"`);
  return quickFill.apply(hours);
};

describe('the quick fills of the weekly hours', () => {
  it('"Weekdays 9 to 5" offers Monday to Friday from the 9:00 AM call to the 4:30 PM call', () => {
    const hours = fill('Weekdays 9 to 5');
    const nineToFive = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18];
    expect(hours).toEqual([[], nineToFive, nineToFive, nineToFive, nineToFive, nineToFive, []]);
    expect(slotsPerWeek(hours)).toBe(80);
  });

  it('"Weekdays, all day" offers the 27 slots from Monday to Friday and nothing at the weekend', () => {
    const hours = fill('Weekdays, all day');
    expect(hours.map((day) => day.length)).toEqual([0, 27, 27, 27, 27, 27, 0]);
  });

  it('"Copy Monday to Tuesday–Friday" keeps Monday and the weekend', () => {
    const before: WeeklyHours = [[1], [5, 6], [], [27], [], [2], [3]];
    expect(fill('Copy Monday to Tuesday–Friday', before)).toEqual([[1], [5, 6], [5, 6], [5, 6], [5, 6], [5, 6], [3]]);
  });

  it('"Clear the week" leaves no time on any day', () => {
    expect(fill('Clear the week', fill('Weekdays, all day'))).toEqual(noHours);
  });

  it('never changes the week it is given', () => {
    const before: WeeklyHours = [[1], [5, 6], [], [], [], [], []];
    const copy = JSON.stringify(before);
    for (const quickFill of quickFills) quickFill.apply(before);
    expect(JSON.stringify(before)).toBe(copy);
  });
});

describe('editing one slot', () => {
  it('turns a slot on in order, then off again', () => {
    const on = toggleSlot([[], [3, 9], [], [], [], [], []], 1, 5);
    expect(on[1]).toEqual([3, 5, 9]);
    expect(toggleSlot(on, 1, 5)[1]).toEqual([3, 9]);
  });

  it('compares weeks whatever the order of their lists', () => {
    expect(sameHours([[2, 1], [], [], [], [], [], []], [[1, 2], [], [], [], [], [], []])).toBe(true);
    expect(sameHours([[1], [], [], [], [], [], []], [[], [1], [], [], [], [], []])).toBe(false);
  });
});
