import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ArxivIdError, canonicalIds, formatArxivId, parseArxivId } from './ids.ts';

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

describe('canonicalIds (ids a user types on the command line)', () => {
  it('reads every form arXiv accepts as the canonical id, once', () => {
    expect(canonicalIds(['math.GT/0309136', '2605.1234v2', '2605.01234', 'arXiv:HEP-TH/9901001'], '--ids')).toEqual(['math/0309136', '2605.01234', 'hep-th/9901001']);
  });
  it('names the first id arXiv never issued and where it came from', () => {
    expect(() => canonicalIds(['2605.01234', '2613.00001'], '--ids')).toThrow(ArxivIdError);
    expect(() => canonicalIds(['2613.00001'], '--ids')).toThrow('--ids: "2613.00001" is not an arXiv identifier');
  });
});
