import { describe, expect, it } from 'vitest';
import { WorkStatusTable } from './work-status.tsx';
import type { WorkStatus } from '../../jobs/work-progress.ts';

// Round review2: the /admin background-work table (ux4) shows stored text — a job's error, a kind's note — as text.
describe('WorkStatusTable', () => {
  it('escapes a job error and a note holding markup', async () => {
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const row: WorkStatus = {
      kind: 'affiliations', label: `机构 · Affiliations ${payload}`, tasks: ['affiliations'], remaining: 3, doneLastHour: 1, failures: 1,
      note: `note ${payload}`, noteZh: `说明 ${payload}`, queued: 1, running: 0, jobsDoneLastHour: 1, jobsFailedLastDay: 1, jobsRetrying: 1,
      lastError: { at: new Date().toISOString(), message: `html: GET failed ${payload}` }, etaSeconds: 7200, waitingFor: [],
    };
    const html = String(await WorkStatusTable({ rows: [row] }).toString());
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('GET failed &lt;script&gt;');
    expect(html).toContain('最近一次错误在');
  });
});
