// `paperboard lists fetch|status` as a reader runs them: a child process against a fresh store and the replay server
// (recorded PMLR excerpts; see test/fixtures/official-lists/PROVENANCE.md).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { ListsReplay } from './replay-lists.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

describeStores('paperboard lists', (kind) => {
  let t: TestStore;
  let replay: ListsReplay;
  let env: NodeJS.ProcessEnv;
  const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-cli-lists-'));
  beforeAll(async () => {
    t = await createTestStore(kind);
    replay = await new ListsReplay().start();
    env = { ...process.env, ...t.env, ...replay.env(), PAPERBOARD_LISTS_GAP_MS: '0', PAPERBOARD_LISTS_CACHE: cache, PAPERBOARD_IMPORT_SAMPLE: 'false', LOG_LEVEL: 'silent' };
  });
  afterAll(async () => { await replay.stop(); await t.drop(); fs.rmSync(cache, { recursive: true, force: true }); });

  it('fetches an edition by venue and year, reports counts, then shows it in status; an unknown edition is a clear error', async () => {
    const out = await run('node', ['bin/paperboard.js', 'lists', 'fetch', '--venue', 'corl', '--year', '2024'], { cwd: ROOT, env });
    expect(out.stdout).toMatch(/^corl-2024 · PMLR v270: 31 entries \(\+31 new, 0 changed, 0 removed, 0 kept\) — matched now 0, ambiguous 0, list-only 31 · 2 requests \(0 unchanged\)/);
    const status = await run('node', ['bin/paperboard.js', 'lists', 'status'], { cwd: ROOT, env });
    expect(status.stdout).toMatch(/^corl-2024 pmlr v270: ok at \S+ · 31 entries, 0 matched, 31 list-only/m);
    const bad = await run('node', ['bin/paperboard.js', 'lists', 'fetch', '--venue', 'cvpr', '--year', '2025'], { cwd: ROOT, env }).catch((e) => e);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/\[OFFICIAL_UNKNOWN_EDITION\] no official source knows cvpr-2025/);
  }, 60_000);
});
