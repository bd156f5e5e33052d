import type { Jobs, TaskCounts } from './jobs.ts';
import { clipAtWord } from '../text/clip.ts';

/** What a domain says about one kind of background work (enrichment, affiliations, title look-ups …). */
export interface WorkProgress {
  kind: string;
  label: string;
  /** Tasks whose jobs do this work (their queue counts are added). */
  tasks: string[];
  /** Items (papers, list entries) still to do; null when the work is off (e.g. no model configured). */
  remaining: number | null;
  /** Items finished in the last hour: the current pace. */
  doneLastHour: number;
  /** Items that failed in the last day (each domain says what counts). */
  failures: number;
  /** Why the work does not run, or what the numbers mean. */
  note?: string;
  /** The note in Chinese, shown before it on /admin. */
  noteZh?: string;
}

/** WorkProgress with the queue beside it and the time left at the current pace. */
export interface WorkStatus extends WorkProgress {
  /** Jobs waiting in the queue (the bounded backlog). */
  queued: number;
  running: number;
  jobsDoneLastHour: number;
  jobsFailedLastDay: number;
  /** Jobs waiting to run again after a failed attempt. */
  jobsRetrying: number;
  /** The newest failed attempt's error of the kind's tasks in the last day, null when none failed. */
  lastError: { at: string; message: string } | null;
  /** Seconds to finish `remaining` at the last hour's pace; 0 when nothing is left; null without a pace or while waiting for a host. */
  etaSeconds: number | null;
  /** Hosts this work fetches from that are not answering (jobs/sources.ts): no time left is promised until they answer. */
  waitingFor: string[];
}

/** Seconds to finish `remaining` items at `perHour`; 0 when none are left, null when there is no pace to judge by. */
export function etaSeconds(remaining: number | null, perHour: number): number | null {
  if (remaining === null) return null;
  if (remaining === 0) return 0;
  return perHour > 0 ? Math.round((remaining / perHour) * 3600) : null;
}

/** The unit words an ETA or an age is written with (English by default; /admin passes Chinese ones too). */
export interface TimeUnits { done: string; s: string; min: string; h: string; days: string; ago: string }

/** English units: "2 h 05 min", "3 min ago". */
export const EN_UNITS: TimeUnits = { done: 'done', s: 's', min: 'min', h: 'h', days: 'days', ago: ' ago' };

/** "2 h 05 min", "40 s", "—" for an ETA in seconds (in `u`'s words). */
export function formatEta(s: number | null, u: TimeUnits = EN_UNITS): string {
  if (s === null) return '—';
  if (s === 0) return u.done;
  if (s < 60) return `${s} ${u.s}`;
  const h = Math.floor(s / 3600);
  const m = Math.round((s % 3600) / 60);
  if (h >= 48) return `${Math.round(h / 24)} ${u.days}`;
  return h ? `${h} ${u.h} ${String(m).padStart(2, '0')} ${u.min}` : `${m} ${u.min}`;
}

/** Joins each kind's progress with the queue's per-task counts and the hosts it waits for (`waiting`: none by default). */
export async function workStatus(jobs: Jobs, kinds: WorkProgress[], waiting: (kind: string) => string[] = () => []): Promise<WorkStatus[]> {
  const counts = new Map<string, TaskCounts>((await jobs.taskCounts()).map((c) => [c.task, c]));
  return kinds.map((k) => {
    const sum = (f: 'waiting' | 'running' | 'doneLastHour' | 'failedLastDay' | 'retrying') => k.tasks.reduce((a, t) => a + (counts.get(t)?.[f] ?? 0), 0);
    const lastError = k.tasks.map((t) => counts.get(t)?.lastError ?? null).filter((e) => e !== null).sort((a, b) => b.at.localeCompare(a.at))[0] ?? null;
    const waitingFor = waiting(k.kind);
    return {
      ...k, queued: sum('waiting'), running: sum('running'), jobsDoneLastHour: sum('doneLastHour'), jobsFailedLastDay: sum('failedLastDay'),
      jobsRetrying: sum('retrying'), lastError, etaSeconds: waitingFor.length && k.remaining ? null : etaSeconds(k.remaining, k.doneLastHour), waitingFor,
    };
  });
}

/** The hosts a kind's time left waits for ("arxiv.org, export.arxiv.org"), or null when it does not wait (nothing left, or every host answers). */
export function awaitedHosts(r: WorkStatus): string | null {
  return r.waitingFor.length && r.remaining ? r.waitingFor.join(', ') : null;
}

/** The time-left cell in English: the ETA, or "waiting for arxiv.org" while a host it needs does not answer. */
export function timeLeft(r: WorkStatus): string {
  const hosts = awaitedHosts(r);
  return hosts ? `waiting for ${hosts}` : formatEta(r.etaSeconds);
}

/** "2026-12-07 19:40:12 UTC" for an ISO time. */
export function utcTime(at: string): string {
  return `${at.slice(0, 19).replace('T', ' ')} UTC`;
}

/** "3 min ago", "2 h ago" for an ISO time before `now` (in `u`'s words). */
export function ago(at: string, now = new Date(), u: TimeUnits = EN_UNITS): string {
  const s = Math.max(0, Math.round((now.getTime() - Date.parse(at)) / 1000));
  if (s < 60) return `${s} ${u.s}${u.ago}`;
  if (s < 3600) return `${Math.round(s / 60)} ${u.min}${u.ago}`;
  return `${Math.round(s / 3600)} ${u.h}${u.ago}`;
}

/**
 * What an admin should know beside a kind's numbers: jobs failing and why ("2 jobs failed in the last day; 49 waiting
 * to retry; last error 3 min ago: …"), else nothing. Network or provider trouble shows here before the backlog does.
 */
export function failureNote(r: WorkStatus, now = new Date()): string | null {
  const parts = [
    r.jobsFailedLastDay ? `${r.jobsFailedLastDay} jobs failed in the last day` : null,
    r.jobsRetrying ? `${r.jobsRetrying} waiting to retry` : null,
    r.lastError ? `last error ${ago(r.lastError.at, now)}: ${clipAtWord(r.lastError.message, 300)}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join('; ') : null;
}
