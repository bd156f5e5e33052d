import { expect, it } from 'vitest';
import { statusTable } from '../cli/status.ts';
import type { WorkStatus } from './work-progress.ts';

it('`paperboard status` cuts a long failure note at a word boundary with "…", not mid-word', () => {
  // The shape of an affiliation job's error: each source's failure, joined by "; ".
  const each = (kind: string) => `${kind}: ARXIV_RETRIES_EXHAUSTED GET https://arxiv.org/${kind}/2606.00001v1 failed 4 times (last: HTTP 503); giving up — the next run resumes from the saved cursor`;
  const message = `institutions: every source of 2606.00001v1 failed: ${['html', 'eprint', 'pdf'].map(each).join('; ')}`;
  const row: WorkStatus = { kind: 'affiliations', label: 'affiliations', tasks: ['affiliations'], remaining: 3, doneLastHour: 0, failures: 0,
    queued: 1, running: 0, jobsDoneLastHour: 0, jobsFailedLastDay: 1, jobsRetrying: 1, lastError: { at: new Date().toISOString(), message }, etaSeconds: null, waitingFor: [] };
  const note = statusTable([row]).split('\n').find((l) => l.includes('last error'))!;
  const shown = note.slice(note.indexOf(': institutions') + 2);
  expect(shown.endsWith('…')).toBe(true);
  expect(shown.length).toBeLessThanOrEqual(300);
  const before = shown.slice(0, -1);
  // What is shown is the message's start, ending where a word of it ends.
  expect(message.startsWith(before)).toBe(true);
  expect(message[before.length]).toMatch(/[\s;,]/);
});
