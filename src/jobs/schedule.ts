import { createRequire } from 'node:module';
import type cronParserModule from 'cron-parser';
import { lazy } from '../lazy.ts';

/** cron-parser (CommonJS), loaded when a cron expression is first read: a web process or a command never loads it. */
const cronParser = lazy(() => createRequire(import.meta.url)('cron-parser') as typeof cronParserModule);

/** When a schedule fires next after `from`: a cron expression (UTC) or a number of seconds (aligned to multiples of it). */
export function nextRun(when: string | number, from: Date): Date {
  if (typeof when === 'number') {
    const ms = Math.max(1, when) * 1000;
    return new Date(Math.floor(from.getTime() / ms) * ms + ms);
  }
  return cronParser().parseExpression(when, { tz: 'UTC', currentDate: from }).next().toDate();
}

/** A cron expression for pg-boss (minute resolution) equivalent to `when`; an interval is rounded up to whole minutes. */
export function toCron(when: string | number): string {
  if (typeof when === 'string') return when;
  const minutes = Math.max(1, Math.ceil(when / 60));
  if (minutes < 60) return `*/${minutes} * * * *`;
  const hours = Math.max(1, Math.round(minutes / 60));
  return hours < 24 ? `0 */${hours} * * *` : '0 0 * * *';
}
