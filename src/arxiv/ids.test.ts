import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatArxivId, parseArxivId } from './ids.ts';

interface Case { input: string; id: string | null; version: number | null; source: string; test: string; note?: string }
const cases = JSON.parse(readFileSync(new URL('../../test/fixtures/arxiv-ids/cases.json', import.meta.url), 'utf8')) as Case[];

describe('parseArxivId follows arXiv’s own identifier tests', () => {
  it.each(cases)('$input → $id v$version ($source $test)', (c) => {
    const got = parseArxivId(c.input);
    expect(got).toEqual(c.id === null ? null : { id: c.id, version: c.version });
  });

  it('covers arXiv’s suites, not only our own cases', () => {
    expect(cases.filter((c) => c.source !== 'paperboard issue 15').length).toBeGreaterThanOrEqual(70);
  });

  it('parses its own canonical output back to itself', () => {
    for (const c of cases.filter((x) => x.id !== null)) {
      const p = parseArxivId(c.input)!;
      expect(parseArxivId(formatArxivId(p))).toEqual(p);
    }
  });
});
