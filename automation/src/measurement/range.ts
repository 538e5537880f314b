import { z } from 'zod';
import type { DayRange } from './report.js';

/** Longest range a report covers: two years is already more than the events are kept. */
export const MAX_RANGE_DAYS = 731;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date) / 86_400_000;
}

function isRealDay(day: string): boolean {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const value = new Date(Date.UTC(year, month - 1, date));
  return value.getUTCFullYear() === year && value.getUTCMonth() === month - 1 && value.getUTCDate() === date;
}

/** `day` moved by `days` (negative goes back), as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date where the business is, as YYYY-MM-DD. */
export function today(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The last 30 days, today included. */
export function defaultRange(timeZone: string, now = new Date()): DayRange {
  const to = today(timeZone, now);
  return { from: addDays(to, -29), to };
}

const daySchema = z
  .string()
  .regex(DAY, { error: 'La fecha debe tener el formato AAAA-MM-DD.' })
  .refine(isRealDay, { error: 'Esa fecha no existe.' });

/** A report's days; a missing end is today, a missing start is 29 days before the end. */
export function dayRangeSchema(timeZone: string, now = () => new Date()) {
  return z
    .object({ from: daySchema.optional(), to: daySchema.optional() })
    .transform(({ from, to }): DayRange => {
      const end = to ?? today(timeZone, now());
      return { from: from ?? addDays(end, -29), to: end };
    })
    .refine((range) => range.from <= range.to, { error: 'La fecha de inicio es posterior a la de fin.', path: ['from'] })
    .refine((range) => dayNumber(range.to) - dayNumber(range.from) < MAX_RANGE_DAYS, {
      error: `El informe abarca como mucho ${MAX_RANGE_DAYS} días.`,
      path: ['to'],
    });
}
