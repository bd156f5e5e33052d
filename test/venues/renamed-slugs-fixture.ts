import { importFile, type ImportOptions } from '../../src/arxiv/import.ts';
import type { Store } from '../../src/store/connection.ts';
import { tempFile } from '../helpers/data.ts';

/** The slug a Nuclear Instruments and Methods A paper of 2013 had before round vnames2 named the journal by its ISO-4 name. */
export const OLD = 'nucl-instrum-meth-a-2013';
/** Its slug now ('Nucl. Instrum. Methods Phys. Res., Sect. A'). */
export const NEW = 'nucl-instrum-methods-phys-res-sect-a-2013';
/** A slug whose one paper, read again, names no venue: it lost its papers, it was not renamed. */
export const LOST = 'bogus-letters-2013';
/** A slug whose two papers went to two venues: no new slug took most of them. */
export const SCATTERED = 'mixed-2013';

// Journal-refs as arXiv prints them (1302.1051's is the real record's, quoted in src/venues/vnames2-rules.test.ts; the
// others are written the ways the INSPIRE and publisher forms print the same journals); ids are made up.
const RECORDS = [
  { id: '1302.1051', journal_ref: 'Nuclear Instruments and Methods in Physics Research A 698 (2013)\n  49-59' },
  { id: '1302.9002', journal_ref: 'Nucl.Instrum.Meth.A698:1-10,2013' },
  { id: '1302.9003', journal_ref: 'Nucl. Instrum. Meth. A 700 (2013) 12' },
  { id: '1302.9004', journal_ref: 'Physica E 44 (2013) 1' },
  { id: '1302.9005', comments: '12 pages, 3 figures' },
  { id: '1302.9006', comments: 'Accepted at ICML 2013' },
  { id: '1302.9007', journal_ref: 'Phys. Rev. Lett. 110, 010101 (2013)' },
].map((r) => ({ title: `Paper ${r.id}`, authors: 'A. Author', abstract: 'a', categories: 'physics.ins-det', comments: null, journal_ref: null, ...r }));

/** What an older catalogue stored, per paper: the venue name and slug its rows had. */
const OLD_ROWS: [string, string, string][] = [
  // three Nuclear Instruments A papers and one Physica E paper read as the INSPIRE name: 3 of 4 go to one new slug
  ['1302.1051', 'Nucl. Instrum. Meth. A', OLD], ['1302.9002', 'Nucl. Instrum. Meth. A', OLD], ['1302.9003', 'Nucl. Instrum. Meth. A', OLD],
  ['1302.9004', 'Nucl. Instrum. Meth. A', OLD],
  ['1302.9006', 'Mixed', SCATTERED], ['1302.9007', 'Mixed', SCATTERED],
];

/**
 * Imports the papers, then stores what an older catalogue read in them (the rows re-detection finds and rewrites):
 * four papers under the old Nuclear Instruments name, one paper under a venue it no longer names, two under a
 * slug they leave for two venues.
 */
export async function seedRenamedSlugs(store: Store): Promise<void> {
  await importFile(store, tempFile('renamed.jsonl', RECORDS.map((r) => JSON.stringify(r))));
  for (const [id, venue, edition] of OLD_ROWS) await store.db.updateTable('paper_venues').set({ venue, edition }).where('paper_id', '=', id).execute();
  await store.db.insertInto('paper_venues').values({ paper_id: '1302.9005', venue: 'Bogus Letters', year: 2013, edition: LOST, track: 'main', status: 'published',
    source: 'comments', evidence: '12 pages', verified: 0 }).execute();
}

/** Imports the same papers again with a revised abstract: each is stored anew and its venue rows detected again. */
export async function reimportRevised(store: Store, opts: ImportOptions = {}): Promise<void> {
  await importFile(store, tempFile('revised.jsonl', RECORDS.map((r) => JSON.stringify({ ...r, abstract: 'a (revised)' }))), opts);
}
