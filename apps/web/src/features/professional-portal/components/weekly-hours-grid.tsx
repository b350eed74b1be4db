/**
 * The 7 days x 27 slots of a week as a table of real checkboxes, each named by its day and time and
 * read with its row and column headers. The table is a single stop for the Tab key, so that the page
 * after it is not 189 stops away; the arrow keys move between the checkboxes (Home and End to the ends
 * of a row, Page Up and Page Down by two hours) and Space ticks, as in a spreadsheet. A screen reader's
 * table commands reach every checkbox too, since each stays in the page's accessibility tree.
 */
import { slotTimes } from '@hbw/contract';
import { VisuallyHidden } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
import { type WeeklyHours, weekdayNames } from '../weekly-hours';
import classes from './weekly-hours-grid.module.css';

type WeeklyHoursGridProps = {
  hours: WeeklyHours;
  onToggle: (weekday: number, slotId: number) => void;
  describedBy?: string;
};

type Cell = { row: number; column: number };

const rows = slotTimes.length;
const columns = weekdayNames.length;
const pageRows = 4;

/** Where a key moves the focus from a cell, or null when the key is not one the grid handles. */
export function nextCell({ row, column }: Cell, key: string, ctrlKey: boolean): Cell | null {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max - 1);
  switch (key) {
    case 'ArrowUp':
      return { row: clamp(row - 1, rows), column };
    case 'ArrowDown':
      return { row: clamp(row + 1, rows), column };
    case 'ArrowLeft':
      return { row, column: clamp(column - 1, columns) };
    case 'ArrowRight':
      return { row, column: clamp(column + 1, columns) };
    case 'PageUp':
      return { row: clamp(row - pageRows, rows), column };
    case 'PageDown':
      return { row: clamp(row + pageRows, rows), column };
    case 'Home':
      return ctrlKey ? { row: 0, column: 0 } : { row, column: 0 };
    case 'End':
      return ctrlKey ? { row: rows - 1, column: columns - 1 } : { row, column: columns - 1 };
    default:
      return null;
  }
}

export function WeeklyHoursGrid({ hours, onToggle, describedBy }: WeeklyHoursGridProps) {
  // The one cell that takes the Tab key's stop: 9:00 AM on Monday to begin with.
  const [active, setActive] = useState<Cell>({ row: 2, column: 1 });

  const moveFocus = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = nextCell(active, event.key, event.ctrlKey || event.metaKey);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    event.currentTarget
      .querySelector<HTMLInputElement>(`input[data-row="${next.row}"][data-column="${next.column}"]`)
      ?.focus();
  };

  return (
    <div className={classes.scroller}>
      <table aria-label="Weekly hours" aria-describedby={describedBy} className={classes.grid} onKeyDown={moveFocus}>
        <thead>
          <tr>
            <th scope="col" className={classes.corner}>
              <VisuallyHidden>Time, Eastern</VisuallyHidden>
            </th>
            {weekdayNames.map((day) => (
              <th key={day} scope="col" className={classes.day}>
                <span aria-hidden="true">{day.slice(0, 3)}</span>
                <VisuallyHidden>{day}</VisuallyHidden>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {slotTimes.map((slot, row) => (
            <tr key={slot.id}>
              <th scope="row" className={classes.time}>
                {slot.label}
              </th>
              {weekdayNames.map((day, column) => {
                const offered = hours[column]?.includes(slot.id) ?? false;
                return (
                  <td key={day} className={classes.cell}>
                    <input
                      type="checkbox"
                      className={classes.box}
                      aria-label={`${day} ${slot.label}`}
                      checked={offered}
                      onChange={() => onToggle(column, slot.id)}
                      onFocus={() => setActive({ row, column })}
                      tabIndex={active.row === row && active.column === column ? 0 : -1}
                      data-row={row}
                      data-column={column}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
