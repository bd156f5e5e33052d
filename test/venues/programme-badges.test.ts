import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { listen } from '../helpers/server.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { indexPending } from '../../src/papers/search-index.ts';
import { commentRecords, tempFile } from '../helpers/data.ts';
import { shownIn } from '../helpers/display.ts';

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

  it("a venue page's badge names the programme in the display's language (Chinese, or English on EN), with the venue's ranks, never a bare \"other\"", async () => {
    const html = await (await get('/venues/ijcai-2025')).text();
    const zh = shownIn(html, 'zh');
    const en = shownIn(html, 'en');
    expect(zh).toMatch(/IJCAI 2025 · 期刊论文专场 · 已接收 · 自报<\/a><span class="rank ccf-[abc]"[^>]*>CCF-[ABC] · CORE A\*<\/span>/);
    expect(en).toMatch(/IJCAI 2025 · Journal Track · accepted · self-reported<\/a><span class="rank ccf-[abc]"[^>]*>CCF-[ABC] · CORE A\*<\/span>/);
    // the hover text names both
    expect(html).toMatch(/title="IJCAI 2025 · 期刊论文专场 Journal Track · 已接收 accepted · 自报 self-reported — 来源 source: 作者备注 comments “Accepted to IJCAI 2025 Journal Track”"/);
    // the main-track paper keeps its plain badge
    expect(zh).toMatch(/>IJCAI 2025 · 已接收 · 自报<\/a>/);
    expect(en).toMatch(/>IJCAI 2025 · accepted · self-reported<\/a>/);
    expect(zh).not.toMatch(/IJCAI 2025 · (?:other|其他) ·/);
    const clef = await (await get('/venues/clef-2025')).text();
    expect(shownIn(clef, 'zh')).toContain('CLEF 2025 · 评测实验室 · 已接收');
    expect(shownIn(clef, 'en')).toContain('CLEF 2025 · Lab · accepted');
    const aaai = await (await get('/venues/aaai-2026')).text();
    expect(shownIn(aaai, 'zh')).toContain('AAAI 2026 · 学生摘要 · 海报 · 已接收');
    expect(shownIn(aaai, 'en')).toContain('AAAI 2026 · Student Abstract · poster · accepted');
  });

  it("the paper page's venue evidence names the programme beside the track", async () => {
    const html = await (await get('/papers/2605.00011')).text();
    expect(html).toContain('<td>Journal Track 期刊论文专场</td>');
    expect(shownIn(html, 'zh')).toContain('IJCAI 2025 · 期刊论文专场');
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
