import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { BIN } from '../helpers/processes.ts';

const run = promisify(execFile);

// `paperboard corrections list`: an empty log says so (on stderr, so stdout stays one line per row for scripts), and
// an option it cannot use is refused with what to give instead, not read as "nothing found".
describeStores('paperboard corrections list', (kind) => {
  let t: TestStore;
  let env: NodeJS.ProcessEnv;
  const cli = async (...args: string[]) => run(process.execPath, [BIN, 'corrections', 'list', ...args], { env }).catch((e: { code: number; stdout: string; stderr: string }) => e);
  beforeAll(async () => {
    t = await createTestStore(kind);
    env = { ...process.env, ...t.env, PAPERBOARD_IMPORT_SAMPLE: 'false', LOG_LEVEL: 'silent' };
  });
  afterAll(async () => { await t.drop(); });

  it('says on stderr that there is nothing yet, and prints nothing on stdout', async () => {
    const empty = await cli();
    expect(empty.stdout).toBe('');
    expect(empty.stderr).toMatch(/no corrections yet/);
    const none = await cli('--reports', 'pending');
    expect(none.stdout).toBe('');
    expect(none.stderr).toMatch(/no pending reports/);
  });

  it('refuses an unknown report status or a limit that is not a whole number, naming the valid ones', async () => {
    const bad = await cli('--reports', 'bogus') as { code: number; stderr: string };
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--reports bogus: use one of pending, accepted, rejected, all');
    const limit = await cli('--limit', 'abc') as { code: number; stderr: string };
    expect(limit.code).toBe(1);
    expect(limit.stderr).toContain('--limit abc: give a whole number');
  });
});
