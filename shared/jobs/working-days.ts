// The account's working days and the schedule shifts that honour them (docs/decisions.md, "Schedule
// changes reach the homeowner"). Pure: the weather delay, the settings form and the tests decide with these.
// Dates are calendar dates (YYYY-MM-DD) read in UTC, so no time zone or daylight saving shifts a day.

import { formatWeekday } from '../kernel/format.js';
import { shiftDay } from '../kernel/time.js';

/** The days of the week, Monday first (the order the settings show them). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A day's name as the calendar writes it, "Monday" or "Mon" (2024-01-01 was a Monday). */
export function weekdayName(day: Weekday, style: 'long' | 'short' = 'long'): string {
  return formatWeekday(shiftDay('2024-01-01', WEEKDAYS.indexOf(day)), style);
}

/** The working days of an account that never chose: Monday to Friday. */
export const DEFAULT_WORKING_DAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri'];

/** The weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): Weekday {
  const [year, month, day] = date.split('-').map(Number);
  // getUTCDay counts from Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7];
}

/** The working days as a set; none chosen falls back to the default, so a shift always ends. */
function workingSet(workingDays: readonly Weekday[]): ReadonlySet<Weekday> {
  return new Set(workingDays.length ? workingDays : DEFAULT_WORKING_DAYS);
}

/** Whether a date falls on one of the working days. */
export function isWorkingDay(date: string, workingDays: readonly Weekday[]): boolean {
  return workingSet(workingDays).has(weekdayOf(date));
}

/** The date itself when it is a working day, else the next working day after it. */
export function nextWorkingDay(date: string, workingDays: readonly Weekday[]): string {
  const days = workingSet(workingDays);
  let at = date;
  while (!days.has(weekdayOf(at))) at = shiftDay(at, 1);
  return at;
}

/**
 * The date `count` working days after `date` (Friday + 2 is Tuesday, Saturday + 1 is Monday); 0 gives
 * the date itself when it is a working day, else the next one. Days off are stepped over, never counted.
 */
export function addWorkingDays(date: string, count: number, workingDays: readonly Weekday[]): string {
  if (count <= 0) return nextWorkingDay(date, workingDays);
  const days = workingSet(workingDays);
  let at = date;
  for (let left = count; left > 0; left--) {
    at = shiftDay(at, 1);
    while (!days.has(weekdayOf(at))) at = shiftDay(at, 1);
  }
  return at;
}

/** How many working days lie from `start` to `end` (both included). */
export function workingDaysBetween(start: string, end: string, workingDays: readonly Weekday[]): number {
  const days = workingSet(workingDays);
  let count = 0;
  for (let at = start; at <= end; at = shiftDay(at, 1)) if (days.has(weekdayOf(at))) count += 1;
  return count;
}

/** A phase's dates as shifting needs them. */
export interface ShiftablePhase {
  startDate: string | null;
  endDate: string | null;
  status: string;
}

/**
 * A delay of `count` working days: every phase not yet done and with dates starts `count` working
 * days later and keeps its length in working days (at least one), so no phase starts or ends on a day
 * off. Done phases stay where they were. Returns the phases in order; unchanged ones are the same objects.
 */
export function shiftByWorkingDays<T extends ShiftablePhase>(
  phases: readonly T[],
  count: number,
  workingDays: readonly Weekday[],
): T[] {
  return phases.map((phase) => {
    if (phase.status === 'done' || (phase.startDate === null && phase.endDate === null)) return phase;
    const start = phase.startDate ?? phase.endDate!;
    const end = phase.endDate ?? phase.startDate!;
    const length = Math.max(1, workingDaysBetween(start, end, workingDays));
    const newStart = addWorkingDays(start, count, workingDays);
    const newEnd = addWorkingDays(newStart, length - 1, workingDays);
    return {
      ...phase,
      startDate: phase.startDate === null ? null : newStart,
      endDate: phase.endDate === null ? null : newEnd,
    };
  });
}
