import { describe, expect, it } from 'vitest';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import * as spectralCore from '@stoplight/spectral-core';
import * as Parsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { openApiDocument } from '../../src/web/api/openapi.ts';
import { API_ROUTES } from '../../src/web/api/routes.ts';

const source = JSON.stringify(openApiDocument(API_ROUTES, '0.1.0'), null, 1);

describe('the OpenAPI document passes the linters API users run', () => {
  it('has no error under Redocly’s recommended ruleset', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} ${p.location?.[0]?.pointer ?? ''}`);
    expect(errors).toEqual([]);
    // The oracle can fail: the document without its root `security` is 9 errors (one per operation).
    const bare = JSON.parse(source) as Record<string, unknown>;
    delete bare.security;
    const withoutSecurity = await lintFromString({ source: JSON.stringify(bare), absoluteRef: 'openapi.json', config });
    expect(withoutSecurity.filter((p) => p.ruleId === 'security-defined' && p.severity === 'error')).toHaveLength(API_ROUTES.length);
  });

  it('has no error under Spectral’s oas ruleset', async () => {
    const { Spectral, Document } = spectralCore;
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const results = await spectral.run(new Document(source, Parsers.Json, 'openapi.json'));
    expect(results.filter((r) => r.severity === 0).map((r) => `${r.code}: ${r.message} ${r.path.join('.')}`)).toEqual([]);
  });
});
