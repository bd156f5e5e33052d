import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { chromium, type Browser } from 'playwright-core';
import { createTestStore, type TestStore } from './stores.ts';
import { listen } from './server.ts';
import { testApp } from './app.ts';

/** Debian's Chromium (never a downloaded browser); '' when absent, and browser suites are skipped outside CI. */
export const CHROMIUM = process.env.PAPERBOARD_CHROMIUM !== undefined
  ? (process.env.PAPERBOARD_CHROMIUM && fs.existsSync(process.env.PAPERBOARD_CHROMIUM) ? process.env.PAPERBOARD_CHROMIUM : '')
  : (['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p)) ?? '');
const CI = process.env.CI === 'true' || process.env.CI === '1';
/** Where screenshots are saved as test artifacts. */
export const ARTIFACTS = path.resolve(import.meta.dirname, '../../test-artifacts');

/** Launches headless Chromium with flags that keep it off the network. */
async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM, headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * The test process's one Chromium, launched by the first browser suite that asks and kept for the next files of the
 * same worker (the browser files share their worker's modules, vitest.config.ts): a launch took 1–4 s of wall and
 * ~1.9 s of CPU, once per file before. Each test still gets a fresh context (cookies, storage, viewport), so sharing
 * the browser process shares no page state. A browser that went away (crashed, closed) is launched anew. It closes with
 * the test process: Playwright closes the browsers it launched on the process's exit and on SIGTERM / SIGINT / SIGHUP,
 * and Chromium ends when the pipe it is driven through closes.
 */
export async function fileBrowser(): Promise<Browser> {
  const current = shared && await shared.catch(() => undefined);
  if (current?.isConnected()) return current;
  shared = launchBrowser();
  return shared;
}

/** `describe` for browser suites: runs when Chromium exists, is skipped with a reason otherwise (an error under CI=true). */
export function describeBrowser(name: string, body: () => void): void {
  if (CHROMIUM) {
    describe(name, () => {
      body();
      // A context a failed test left open is closed with its suite, so the next file starts from a browser with none.
      afterAll(async () => {
        const browser = shared && await shared.catch(() => undefined);
        for (const ctx of browser?.contexts() ?? []) await ctx.close().catch(() => {});
      });
    });
    return;
  }
  if (CI) throw new Error('CI=true but Chromium is missing: browser suites must run');
  describe.skip(`${name} — skipped: no Chromium (apt-get install chromium)`, body);
}

/** Saves a screenshot under test-artifacts/ and returns its path. */
export function artifactPath(name: string): string {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, name);
}

/** A site for browser tests: a fresh store, the app on 127.0.0.1, the file's Chromium; fields are set in beforeAll. */
export interface BrowserSite {
  t: TestStore;
  browser: Browser;
  url: string;
}

/**
 * Declares beforeAll / afterAll that build a BrowserSite on a store of `kind` made by `make` (a fresh one, or
 * createSampleStore's copy of the sample), seeded by `seed`, app settings from `env`, and tear it down; use its fields
 * inside the tests.
 */
export function browserSite(kind: 'sqlite' | 'postgres', seed: (t: TestStore) => Promise<void>, env: Record<string, string> = {},
  make: (kind: 'sqlite' | 'postgres') => Promise<TestStore> = createTestStore): BrowserSite {
  const site = {} as BrowserSite;
  let server: { url: string; close(): Promise<void> } | undefined;
  beforeAll(async () => {
    site.t = await make(kind);
    await seed(site.t);
    server = await listen(await testApp(site.t.store, env));
    site.url = server.url;
    site.browser = await fileBrowser();
  });
  afterAll(async () => {
    await server?.close();
    await site.t?.drop();
  });
  return site;
}
