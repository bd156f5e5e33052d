// An accepted-list entry with no stored paper is looked up on arXiv by title; the paper found is stored, matched to the
// entry, and the edition's completeness line counts it as found by look-up. The arXiv API replies are recorded real
// responses (test/fixtures/arxiv/raw/api-atom, see test/fixtures/PROVENANCE.md); the list is written for the test and
// names the recorded papers' titles (no official list shares a paper with those recordings).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { RAW, ReplayServer, type Reply } from '../harvest/replay-server.ts';
import { ArxivClient } from '../../src/arxiv/client.ts';
import { VirtualClock } from '../../src/arxiv/clock.ts';
import { lookupTitles } from '../../src/arxiv/title-lookup.ts';
import { matchList, storeList } from '../../src/venues/lists/match-list.ts';
import { unmatchedListEntries } from '../../src/venues/lists/unmatched.ts';
import { editionCompleteness } from '../../src/official/completeness.ts';
import { shownIn } from '../helpers/display.ts';

const ATOM = path.join(RAW, 'api-atom');
const EMPTY = fs.readdirSync(path.join(ATOM, 'arxiv.py')).find((f) => f.startsWith('id_0000.0000_') && f.endsWith('.body.xml'))!;
function route(q: URLSearchParams): Reply {
  const sq = q.get('search_query') ?? '';
  if (sq.includes('checkerboard')) return { body: fs.readFileSync(path.join(ATOM, 'arxiv.py-2016/search_query_au_del_maestro_AND_ti_checkerboard.xml'), 'utf8') };
  return { body: fs.readFileSync(path.join(ATOM, 'arxiv.py', EMPTY), 'utf8') };
}

describeStores('list entries found on arXiv by title look-up', (kind) => {
  let t: TestStore;
  let server: ReplayServer;
  beforeAll(async () => {
    t = await createTestStore(kind);
    const clock = new VirtualClock();
    server = await new ReplayServer(() => clock.now()).start();
    server.atom = route;
    const client = new ArxivClient({ contact: 'test@paperboard.test', gapMs: 3000, clock, maxAttempts: 2, backoffBaseMs: 1000 });
    const list = [
      { title: 'From Stripe to Checkerboard Order on the Square Lattice in the Presence of Quenched Disorder', authors: ['Adrian Del Maestro', 'Bernd Rosenow', 'Subir Sachdev'], track: 'main', presentation: 'oral' as const, externalId: 'e1' },
      { title: 'A Title That arXiv Does Not Have At All', authors: ['Nobody Known'], track: 'main', presentation: null, externalId: 'e2' },
    ];
    const listId = await storeList(t.store, { venue: 'ICML', year: 2006, file: 'icml2006-test.json', format: 'papercopilot' }, list);
    expect(await matchList(t.store, listId)).toMatchObject({ matched: 0, unmatched: 2 });
    const entries = await unmatchedListEntries(t.store, 10);
    await lookupTitles(t.store, client, entries, { baseUrl: `${server.url}/api/query` });
  });
  afterAll(async () => { await server.stop(); await t.drop(); });

  it('stores the paper found, matches the entry and counts it as found by look-up on the completeness line', async () => {
    const rows = await t.store.db.selectFrom('list_entries').select(['external_id', 'match_state', 'paper_id']).where('edition', '=', 'icml-2006').orderBy('external_id').execute();
    expect(rows).toEqual([{ external_id: 'e1', match_state: 'matched', paper_id: 'cond-mat/0603029' }, { external_id: 'e2', match_state: 'unmatched', paper_id: null }]);
    const [line] = await editionCompleteness(t.store, 'icml-2006');
    expect(line).toMatchObject({ entries: 2, matched: 1, foundByLookup: 1, listOnly: 1 });
    const venue = await t.store.db.selectFrom('paper_venues').select(['source', 'verified', 'presentation']).where('paper_id', '=', 'cond-mat/0603029').where('edition', '=', 'icml-2006').execute();
    expect(venue).toEqual([{ source: 'list', verified: 1, presentation: 'oral' }]);
    const app = await testApp(t.store);
    const page = await (await app.request('/venues/icml-2006')).text();
    expect(shownIn(page, 'en')).toMatch(/<b>2 accepted<\/b> · 1 on arXiv \(✓ verified, 1 found by title look-up\)/);
    expect(shownIn(page, 'zh')).toMatch(/<b>录用 2 篇<\/b> · 已上 arXiv 1 篇（✓ 已核实，其中 1 篇按标题查得）/);
    const api = await (await app.request('/api/v1/venues/icml-2006')).json();
    expect(api.completeness[0]).toMatchObject({ entries: 2, on_arxiv: 1, found_by_lookup: 1, list_only: 1 });
  });
});
