#!/usr/bin/env node
// `npm test`: builds dist/, finds PostgreSQL and Chromium, says which suites will be skipped and why, then runs vitest.
// Under CI=true nothing may skip: a missing PostgreSQL or Chromium is an error.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import pg from 'pg';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const pgUrl = process.env.PAPERBOARD_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const chromium = [process.env.PAPERBOARD_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
const skipped = [];

async function pgReachable() {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch (err) {
    skipped.push(`PostgreSQL suites: cannot connect to ${pgUrl} (${err.message})`);
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const env = { ...process.env };
if (await pgReachable()) env.PAPERBOARD_TEST_PG_URL = pgUrl;
else env.PAPERBOARD_TEST_PG_URL = '';
env.PAPERBOARD_CHROMIUM = chromium ?? '';
if (!chromium) skipped.push('browser suites: no Chromium at /usr/bin/chromium (apt-get install chromium, or set PAPERBOARD_CHROMIUM)');

if (skipped.length) {
  for (const s of skipped) console.error(`[paperboard test] SKIPPING ${s}`);
  if (ci) {
    console.error('[paperboard test] CI=true: nothing may be skipped; failing.');
    process.exit(1);
  }
}
// Tests that run the `paperboard` command and the worker threads use the compiled build: make it current first.
const build = spawnSync(process.execPath, ['scripts/build.js', '--quiet'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const r = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env });
if (skipped.length) for (const s of skipped) console.error(`[paperboard test] skipped: ${s}`);
process.exit(r.status ?? 1);
