import type { Jobs, TaskCounts } from './jobs.ts';

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
}

/** WorkProgress with the queue beside it and the time left at the current pace. */
export interface WorkStatus extends WorkProgress {
  /** Jobs waiting in the queue (the bounded backlog). */
  queued: number;
  running: number;
  jobsDoneLastHour: number;
  jobsFailedLastDay: number;
  /** Seconds to finish `remaining` at the last hour's pace; 0 when nothing is left; null without a pace. */
  etaSeconds: number | null;
}

/** Seconds to finish `remaining` items at `perHour`; 0 when none are left, null when there is no pace to judge by. */
export function etaSeconds(remaining: number | null, perHour: number): number | null {
  if (remaining === null) return null;
  if (remaining === 0) return 0;
  return perHour > 0 ? Math.round((remaining / perHour) * 3600) : null;
}

/** "2 h 05 min", "40 s", "—" for an ETA in seconds. */
export function formatEta(s: number | null): string {
  if (s === null) return '—';
  if (s === 0) return 'done';
  if (s < 60) return `${s} s`;
  const h = Math.floor(s / 3600);
  const m = Math.round((s % 3600) / 60);
  if (h >= 48) return `${Math.round(h / 24)} days`;
  return h ? `${h} h ${String(m).padStart(2, '0')} min` : `${m} min`;
}

/** Joins each kind's progress with the queue's per-task counts. */
export async function workStatus(jobs: Jobs, kinds: WorkProgress[]): Promise<WorkStatus[]> {
  const counts = new Map<string, TaskCounts>((await jobs.taskCounts()).map((c) => [c.task, c]));
  return kinds.map((k) => {
    const sum = (f: keyof Omit<TaskCounts, 'task'>) => k.tasks.reduce((a, t) => a + (counts.get(t)?.[f] ?? 0), 0);
    return {
      ...k, queued: sum('waiting'), running: sum('running'), jobsDoneLastHour: sum('doneLastHour'), jobsFailedLastDay: sum('failedLastDay'),
      etaSeconds: etaSeconds(k.remaining, k.doneLastHour),
    };
  });
}
