// Round fmprobe2 (issue 13): the detector's "accepted, main track" claims on the arXiv snapshot
// (../shared/data/arxiv/arxiv-snapshot-sample.jsonl, one input per record: comments and journal-ref together) that name a
// venue no catalogue entry has (the generic readers' claims) or a venue of one token. Prints the counts, and, for the
// hand-judged sample test/fixtures/venues/fmprobe2/unlisted-claims-sample.jsonl, how many of its claims this checkout
// still makes, by judgement and by half (design / held-out: sha256(id)'s first byte even / odd).
// `--claims`: also print every claim as a JSON line (the population the sample was drawn from).
import fs from 'node:fs';
import path from 'node:path';
import { sharedDataDir } from '../scripts/shared-data.ts';
import { detectVenues } from '../src/venues/detect.ts';
import { findVenue } from '../src/venues/catalogue.ts';

const file = path.join(sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl'), 'arxiv/arxiv-snapshot-sample.jsonl');
const claimsOf = (id: string, comments: string | null, journalRef: string | null) => detectVenues({ id, comments, journalRef })
  .filter((v) => v.status === 'accepted' && v.track === 'main' && (!findVenue(v.venue) || !/\s/.test(v.venue.trim())));
let inputs = 0, unlisted = 0, oneToken = 0;
for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const r = JSON.parse(line) as { id: string; comments: string | null; 'journal-ref': string | null };
  if (!r.comments && !r['journal-ref']) continue;
  inputs++;
  for (const v of claimsOf(r.id, r.comments, r['journal-ref'])) {
    if (findVenue(v.venue)) oneToken++; else unlisted++;
    if (process.argv.includes('--claims')) console.log(JSON.stringify({ id: r.id, venue: v.venue, year: v.year, listed: !!findVenue(v.venue), evidence: v.evidence }));
  }
}
const sample = path.join(import.meta.dirname, '../test/fixtures/venues/fmprobe2/unlisted-claims-sample.jsonl');
const kept: Record<string, { judged: number; still: number }> = {};
for (const line of fs.readFileSync(sample, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const s = JSON.parse(line) as { stratum: string; half: string; id: string; comments: string | null; journal_ref: string | null; claim: { venue: string; year: number | null }; judgement: string };
  const still = claimsOf(s.id, s.comments, s.journal_ref).some((v) => v.venue === s.claim.venue && v.year === s.claim.year);
  const k = `${s.stratum} ${s.half} ${s.judgement}`;
  kept[k] ??= { judged: 0, still: 0 };
  kept[k].judged++;
  if (still) kept[k].still++;
}
console.log(JSON.stringify({ inputs, claims: { unlisted, listedOneToken: oneToken } }));
for (const [k, v] of Object.entries(kept).sort()) console.log(`${k}: ${v.still} of ${v.judged} still claimed`);
