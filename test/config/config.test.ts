import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envExample, loadConfig, ConfigError } from '../../src/config.ts';

describe('config', () => {
  it('has defaults that boot SQLite on port 3000', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.sqlitePath).toBe('./data/paperboard.db');
    expect(c.databaseUrl).toBeUndefined();
  });
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^PORT=/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL.*postgres/);
  });
  it('falls back to OPENAI_* for the model provider', () => {
    const c = loadConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_API_KEY: 'k' });
    expect(c.llmBaseUrl).toBe('http://127.0.0.1:9/v1');
    expect(c.llmApiKey).toBe('k');
  });
  it('.env.example lists every setting (regenerate with scripts/env-example.ts)', () => {
    expect(fs.readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')).toBe(envExample());
  });
});
