import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { listen } from '../helpers/server.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { indexPending } from '../../src/papers/search-index.ts';
import { commentRecords, tempFile } from '../helpers/data.ts';

// Papers in programmes their venues hold beside the main track (the catalogue's hand-kept `programmes`, a special track
// by acronym, a track cue), detected as the track "other"; and a main-track paper. Written here: no fixture file needed.
const PAPERS: [string, string][] = [
  ['2605.00011', 'Accepted to IJCAI 2025 Journal Track'],
  ['2605.00012', 'CLEF 2025 CheckThat! Lab, working notes'],
  ['2605.00013', 'Accepted at AAAI 2026 Student Abstract and Poster Program'],
  ['2605.00014', 'Accepted at IJCAI 2025'],
];

describeStores('programmes beside the main track, named on badges, the paper page, the API and exports', (kind) => {
  let t: TestStore;
  let server: { url: string; close(): Promise<void> };
  // Over HTTP from a real server on 127.0.0.1, as a reader's browser asks.
  const get = async (url: string) => { const r = await fetch(`${server.url}${url}`); expect(r.status, url).toBe(200); return r; };
  beforeAll(async () => {
    t = await createTestStore(kind);
    const file = tempFile('papers.jsonl', commentRecords(PAPERS, 'Programme paper', 'cs.AI'));
    await importFile(t.store, file);
    await indexPending(t.store);
    server = await listen(await testApp(t.store));
  }, 120_000);
  afterAll(async () => { await server.close(); await t.drop(); });

  it("a venue page's badge names the programme in English and Chinese, with the venue's ranks, never a bare \"other\"", async () => {
    const html = await (await get('/venues/ijcai-2025')).text();
    expect(html).toMatch(/IJCAI 2025 · Journal Track 期刊论文专场 · 已接收 · self-reported<\/a><span class="rank ccf-[abc]"[^>]*>CCF-[ABC] · CORE A\*<\/span>/);
    // the main-track paper keeps its plain badge
    expect(html).toMatch(/>IJCAI 2025 · 已接收 · self-reported<\/a>/);
    expect(html).not.toMatch(/IJCAI 2025 · other ·/);
    const clef = await (await get('/venues/clef-2025')).text();
    expect(clef).toContain('CLEF 2025 · Lab 评测实验室 · 已接收');
    const aaai = await (await get('/venues/aaai-2026')).text();
    expect(aaai).toContain('AAAI 2026 · Student Abstract 学生摘要 · poster · 已接收');
  });

  it("the paper page's venue evidence names the programme beside the track", async () => {
    const html = await (await get('/papers/2605.00011')).text();
    expect(html).toContain('<td>Journal Track 期刊论文专场</td>');
    expect(html).toContain('IJCAI 2025 · Journal Track 期刊论文专场');
  });

  it('the API adds the programme to a venue mention (null outside the track "other"), and exports write it', async () => {
    const body = (await (await get('/api/v1/papers/2605.00012')).json()) as { venues: { track: string; programme: string | null }[]; venue_tag: string };
    expect(body.venues).toEqual([expect.objectContaining({ venue: 'CLEF', track: 'other', programme: 'Lab' })]);
    expect(body.venue_tag).toBe('CLEF Lab');
    const main = (await (await get('/api/v1/papers/2605.00014')).json()) as { venues: { programme: string | null }[] };
    expect(main.venues).toEqual([expect.objectContaining({ track: 'main', programme: null })]);
    const md = await (await get('/exports/venues/ijcai-2025.md')).text();
    expect(md).toMatch(/IJCAI 2025 · CCF-[ABC] · CORE A\\\* · Journal Track · accepted/);
  });
});
