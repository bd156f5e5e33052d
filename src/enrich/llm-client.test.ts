import { expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createLlm } from './llm-client.ts';

it('gives every caller of one configuration the same client, so they share one rate limit', () => {
  const env = { LOG_LEVEL: 'silent', PAPERBOARD_LLM_BASE_URL: 'http://127.0.0.1:9/v1', PAPERBOARD_LLM_MODEL: 'm' };
  const config = loadConfig(env);
  const a = createLlm(config);
  expect(a).not.toBeNull();
  expect(createLlm(config)).toBe(a);
  expect(createLlm(loadConfig(env))).not.toBe(a);
});
