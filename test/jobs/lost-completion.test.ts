import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPgConnectionLoss } from '../../src/store/pg-clients.ts';

const CHILD = path.resolve(import.meta.dirname, 'fixtures/lost-completion.ts');
const run = (kind: string) => spawnSync(process.execPath, ['--import', 'tsx', CHILD, kind], { encoding: 'utf8', timeout: 60_000 });

describe('a job completion pg-boss loses with its connection', () => {
  it('is logged, and the process carries on', () => {
    const r = run('lost');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('logged: terminating connection due to administrator command');
    expect(r.stdout).toContain('still running');
  });

  it('any other unhandled rejection still ends the process: another error, or a lost connection raised elsewhere', () => {
    for (const kind of ['other', 'elsewhere']) {
      const r = run(kind);
      expect(r.status, kind).not.toBe(0);
      expect(r.stdout, kind).not.toContain('still running');
    }
  });

  it('tells a lost connection from other errors', () => {
    expect(isPgConnectionLoss(Object.assign(new Error('x'), { code: '57P01' }))).toBe(true);
    expect(isPgConnectionLoss(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isPgConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isPgConnectionLoss(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isPgConnectionLoss(null)).toBe(false);
  });
});
