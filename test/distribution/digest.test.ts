import { describe, expect, it } from 'vitest';
import { digestWriter } from '../../src/exports/digest.ts';
import { renderExport } from '../../src/exports/writer.ts';
import { SEED_TEXT, seedRecords } from './seed.ts';

async function render(opts: Parameters<typeof digestWriter>[0]): Promise<string> {
  let out = '';
  for await (const chunk of renderExport(seedRecords(), digestWriter(opts))) out += chunk;
  return out;
}

describe('digest export of the 13 seed papers', () => {
  it('matches the reference page line by line (with its 纠错 button text)', async () => {
    const got = (await render({ institutionSuffix: '纠错' })).split('\n');
    const want = SEED_TEXT.split('\n');
    for (let i = 0; i < want.length; i++) expect(`${i + 1}: ${got[i]}`).toBe(`${i + 1}: ${want[i]}`);
    expect(got.slice(want.length).join('')).toBe('');
  });
  it('by default leaves the button text out and nothing else changes', async () => {
    const got = (await render({})).split('\n');
    const want = SEED_TEXT.split('\n').map((l) => l.replace(/ 纠错$/, ''));
    expect(got.slice(0, want.length)).toEqual(want);
  });
  it('prints the venue tag line again only when the tag changes', async () => {
    const recs = seedRecords().slice(0, 3);
    recs[2] = { ...recs[2], venue_tag: 'arXiv' };
    let out = '';
    for await (const c of renderExport(recs, digestWriter())) out += c;
    const lines = out.split('\n').filter(Boolean);
    expect(lines.filter((l) => l === 'ICML')).toHaveLength(1);
    expect(lines.indexOf('arXiv') + 1).toBe(lines.indexOf(recs[2].title));
  });
});
