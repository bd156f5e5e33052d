import { loadConfig, type Config } from '../../src/config.ts';
import { createApp } from '../../src/web/app.tsx';
import type { Store } from '../../src/store/connection.ts';

/** A test config: defaults plus overrides given as environment variables. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ PAPERBOARD_IMPORT_SAMPLE: 'false', LOG_LEVEL: 'silent', ...env });
}

/** The web app over a test store, called with `app.request(url)` (no server). */
export async function testApp(store: Store, env: Record<string, string> = {}) {
  return createApp({ store, config: testConfig(env) });
}
