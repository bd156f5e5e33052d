import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeStores, createTestStore, type TestStore } from '../helpers/stores.ts';
import { titleKey, authorOverlap } from '../../src/venues/lists/normalise.ts';
import { readList } from '../../src/venues/lists/parse-list.ts';
import { listEntryCounts, listOnlyEntries, matchList, matchPendingListEntries, storeList } from '../../src/venues/lists/match-list.ts';
import type { Store } from '../../src/store/connection.ts';
import { FIXTURES } from '../helpers/data.ts';

const LISTS = path.join(FIXTURES, 'lists');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-lists-'));

describe('list parsing and title keys', () => {
  it('folds LaTeX, Unicode, case and punctuation', () => {
    expect(titleKey('$G^{2}D$: Boosting Multimodal\n  Learning')).toBe(titleKey('G2D: boosting multimodal learning'));
    expect(titleKey("Schr\\\"odinger Bridges — Na\\'ive")).toBe(titleKey('Schrödinger bridges: naïve'));
    expect(authorOverlap(['Jürgen Schmidhuber', 'A. Graves'], ['J. Schmidhuber', 'Alex Graves', 'X'])).toBe(1);
  });

  it('reads every list format of the excerpts (counts checked against the files with Python csv/json)', () => {
    const icml = readList(path.join(LISTS, 'icml2025.json'));
    expect(icml).toHaveLength(200);
    expect(icml.filter((e) => e.presentation === 'oral')).toHaveLength(12);
    expect(readList(path.join(LISTS, 'cvpr2025.json')).filter((e) => e.presentation === 'spotlight')).toHaveLength(19);
    const iclr = readList(path.join(LISTS, 'iclr2026-alickzhu'));
    expect(iclr).toHaveLength(300);
    expect(iclr.filter((e) => e.presentation === 'oral')).toHaveLength(21);
    const nips = readList(path.join(LISTS, 'nips2025-bsantraigi/neurips_2025_full_analysis.tsv'));
    expect(nips).toHaveLength(197);
    expect(nips[0].authors.length).toBeGreaterThan(0);
  });

  it('reads a plain CSV and an OpenReview note export', () => {
    fs.writeFileSync(path.join(tmp, 'plain.csv'), 'title,authors\n"A Study of Things","Ann Lee; Bo Chen"\n');
    expect(readList(path.join(tmp, 'plain.csv'))).toEqual([{ title: 'A Study of Things', authors: ['Ann Lee', 'Bo Chen'], track: 'main', presentation: null, externalId: null }]);
    fs.writeFileSync(path.join(tmp, 'notes.json'), JSON.stringify([{ id: 'abc', forum: 'abc', content: { title: { value: 'Orals Rule' }, authors: { value: ['C D'] }, venue: { value: 'ICLR 2025 Oral' } } }]));
    expect(readList(path.join(tmp, 'notes.json'))[0]).toMatchObject({ title: 'Orals Rule', authors: ['C D'], presentation: 'oral', externalId: 'abc' });
  });
});

async function addPaper(store: Store, id: string, title: string, authors: string[], comments: string | null = null): Promise<void> {
  await store.db.insertInto('papers').values({ id, version: 1, title, authors: authors.join(', '), authors_json: JSON.stringify(authors), comments, hash: id, imported_at: '2026-01-01' } as never).execute();
}

describeStores('accepted-list matching', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  it('matches by folded title confirmed by authors, verifies venues, keeps list-only papers and matches late arrivals', async () => {
    const { store } = t;
    const list = readList(path.join(LISTS, 'icml2025.json'));
    const [a, b, c] = [list[0], list[1], list[2]];
    await addPaper(store, '2506.00001', `${a.title.toUpperCase()}.`, a.authors);
    await store.db.insertInto('paper_venues').values({ paper_id: '2506.00001', venue: 'ICML', year: 2025, edition: 'icml-2025', track: 'main', workshop: null, status: 'accepted', presentation: null, source: 'comments', evidence: 'Accepted to ICML 2025', verified: 0 }).execute();
    await addPaper(store, '2506.00002', b.title, ['Nobody Else', 'Someone Different']);
    const id = await storeList(store, { venue: 'ICML', year: 2025, file: 'icml2025.json', format: 'papercopilot' }, list);
    expect(await matchList(store, id)).toEqual({ total: 200, matched: 1, ambiguous: 1, unmatched: 198 });
    const venues = await store.db.selectFrom('paper_venues').selectAll().where('paper_id', '=', '2506.00001').orderBy('id').execute();
    expect(venues.map((v) => [v.source, v.verified])).toEqual([['comments', 1], ['list', 1]]);
    expect(venues[1]).toMatchObject({ edition: 'icml-2025', track: 'main', status: 'accepted', presentation: a.presentation });
    expect(await listEntryCounts(store, 'icml-2025')).toEqual({ total: 200, matched: 1, ambiguous: 1, unmatched: 198 });
    const page = await listOnlyEntries(store, 'icml-2025', { limit: 5, offset: 0 });
    expect(page).toHaveLength(5);

    await addPaper(store, '2507.00003', c.title, c.authors);
    expect(await matchPendingListEntries(store, ['2507.00003'])).toMatchObject({ matched: 1 });
    expect(await listEntryCounts(store, 'icml-2025')).toMatchObject({ matched: 2, unmatched: 197 });
    // Re-importing the same list replaces its entries and matches again.
    const again = await storeList(store, { venue: 'ICML', year: 2025, file: 'icml2025.json', format: 'papercopilot' }, list);
    expect(await matchList(store, again)).toMatchObject({ total: 200, matched: 2 });
    expect(await store.db.selectFrom('paper_venues').select('id').where('source', '=', 'list').execute()).toHaveLength(2);
  });
});
