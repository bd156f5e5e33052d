// `node --import tsx scripts/eval-venues-unseen.ts [--misses=design|held-out|all|none] [FILE...]`: how the venue
// detector does on venues it has never heard of, measured by leaving venues out of its catalogue.
//
// Records: every hand-labelled set eval:venues scores (../shared/data/venues/labeled-dev.jsonl and every
// test/fixtures/venues/labeled-dev-N.jsonl), or the FILEs given. A record is in scope when a gold entry names a
// catalogue venue (by its canonical name, else by an acronym only one venue has).
//
// Folds: the catalogue's venue names are dealt into K = 10 groups by sha256("unseen:" + lower-cased name); fold f
// runs the detector on a catalogue without every venue of group f (catalogueWithout: each entry of that name, all its
// acronyms and full names; ambiguous acronyms pointing at it lose it), through catalogue.ts's useCatalogue seam —
// the product's own detector, rebuilt on the reduced list, no copy — over the records whose gold names a venue of
// group f. A record whose gold names venues of two groups is scored once in each. Groups 0-4 are the design folds
// (their misses may be read while writing rules), groups 5-9 the held-out folds (blind: read with --misses=none; the
// default prints design misses only).
//
// Scoring, per (record, fold): the gold entries of left-out venues are "unseen entries". A predicted entry names an
// unseen venue when its name, folded (lower case; "Proceedings of", "the", ordinals "43rd", years, the publisher
// words IEEE/ACM/CVF/IFIP/…, "Annual" and every non-letter-or-digit dropped), equals the fold of the gold name or of
// any of the venue's catalogue names (acronyms as listed, full names): an unknown venue is named right by its acronym
// as printed or its full name as printed, or by a name abbreviating one of those word by word (abbreviates: "Class.
// Quantum Grav." for "Class. Quantum Gravity"; `--exact-names` turns it off, round vunseen3). Other fields are compared as eval:venues compares them (year, track, status,
// presentation exact; workshop loosely). Printed per side (design / held-out):
//   found      unseen entries with a predicted entry naming the venue, then of those: status, track, year right;
//   exact      records whose whole prediction matches the gold (unseen venues named as above, others by name);
//   false main records with a claimed "accepted, main track" entry that no gold entry backs (an accepted or published
//              main-track gold entry of a venue that name names), the detector's worst error;
//   missed     unseen entries not found, split: nothing (no entry the gold does not back) / wrong venue (an entry
//              naming something else);
//   misses by kind  each inexact (record, fold) once, by its first wrong unseen entry: not read at all (no entry) / not
//              read (other entries read) / name read too long (a wrong entry's folded name holds the gold's) / too short
//              (held in it) / another name / track X read as Y / year not read / wrong year / status X read as Y / other
//              field or extra entry (the unseen entries right, something else wrong);
//   by kind    found and exact per venue kind (conference / journal): a left-out journal can still be named through the
//              JabRef journal-name list (catalogue-file.ts), which is not left out — journals are the easier half.
import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { VENUES, catalogueWithout, useCatalogue, type VenueDef } from '../src/venues/catalogue.ts';
import { detectVenues } from '../src/venues/detect.ts';
import { looseWorkshop, readLabeled, type LabeledRecord } from '../src/venues/evaluate.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const showMisses = args.find((a) => a.startsWith('--misses='))?.slice(9) ?? 'design';
const files = args.filter((a) => !a.startsWith('--'));
/** `--exact-names`: compare unknown venues' names by their fold only, as before round vunseen3 (no abbreviation match). */
const abbreviationMatch = !args.includes('--exact-names');
if (!files.length) {
  const dir = path.resolve(root, 'test/fixtures/venues');
  const numbered = fs.readdirSync(dir).map((f) => /^labeled-dev-(\d+)\.jsonl$/.exec(f)).filter((m) => m !== null).sort((a, b) => Number(a[1]) - Number(b[1]));
  const shared = path.resolve(root, '../shared/data/venues/labeled-dev.jsonl');
  if (fs.existsSync(shared)) files.push(shared);
  for (const m of numbered) files.push(path.join(dir, m[0]));
}

/** Number of venue groups, and the first held-out group: groups below it are the design folds. */
export const FOLDS = 10;
const FIRST_HELD_OUT = 5;

/** The group of a venue name, stable across runs and machines. */
export function groupOf(name: string): number {
  return createHash('sha256').update(`unseen:${name.toLowerCase()}`).digest().readUInt32BE(0) % FOLDS;
}

const ORDINAL = /\b\d+(?:st|nd|rd|th)\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|(?:thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twentie|thirtie|fortie|fiftie|sixtie)th|(?:twenty|thirty|forty|fifty|sixty)[\s\-]+(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth))\b/gi;
/** A venue name folded for comparing an unknown venue's printed name with the gold's (see the header). */
export function nameFold(name: string): string {
  return name.toLowerCase()
    .replace(/^\s*(?:in\s+)?proceedings\s+of\s+/, '')
    .replace(ORDINAL, ' ')
    .replace(/\b(?:19|20)\d{2}\b|['’]\d{2}\b/g, ' ')
    .replace(/\b(?:the|ieee|acm|cvf|ifip|siam|usenix|aaai|annual)\b/g, ' ')
    .replace(/[^a-z0-9]+/g, '');
}

type Entry = LabeledRecord['venues'][number];

function aliasesOf(v: VenueDef): string[] {
  return [v.name, ...(v.acr ?? []), ...(v.cs ?? []), ...(v.weak ?? []), ...(v.full ?? []), ...(v.weakFull ?? [])];
}

const byName = new Map<string, VenueDef[]>();
const byAcronym = new Map<string, Set<string>>();
for (const v of VENUES) {
  const k = v.name.toLowerCase();
  byName.set(k, [...(byName.get(k) ?? []), v]);
  for (const a of [...(v.acr ?? []), ...(v.cs ?? [])]) byAcronym.set(a, (byAcronym.get(a) ?? new Set()).add(v.name));
}

/** The catalogue name a gold venue names: its canonical name, else an acronym one venue only has; null if none. */
function catalogueName(gold: string): string | null {
  if (byName.has(gold.toLowerCase())) return byName.get(gold.toLowerCase())![0].name;
  const owners = byAcronym.get(gold);
  return owners && owners.size === 1 ? [...owners][0] : null;
}

interface Instance { rec: LabeledRecord; fold: number; unseen: Set<string> }

const records = files.flatMap((f) => readLabeled(f));
const instances: Instance[] = [];
for (const rec of records) {
  const byFold = new Map<number, Set<string>>();
  for (const g of rec.venues) {
    const name = catalogueName(String(g.venue));
    if (!name) continue;
    const f = groupOf(name);
    byFold.set(f, (byFold.get(f) ?? new Set()).add(name));
  }
  for (const [fold, unseen] of byFold) instances.push({ rec, fold, unseen });
}

/** Folded names each unseen gold venue may be printed by. */
const foldedNames = new Map<string, Set<string>>();
function namesOf(catalogueVenue: string, gold: string): Set<string> {
  const key = `${catalogueVenue}\u0001${gold}`;
  let s = foldedNames.get(key);
  if (!s) {
    s = new Set([gold, ...(byName.get(catalogueVenue.toLowerCase()) ?? []).flatMap(aliasesOf)].map(nameFold).filter(Boolean));
    foldedNames.set(key, s);
  }
  return s;
}

/** The words of a name for comparing abbreviations: lower case, a bracketed part and a subtitle after a colon dropped
 *  ("Ann. Phys. (N.Y.)", "J. Phys. A: Math. Theor."), and the small words ISO 4 drops ("Journal of Physics A"). */
export function abbreviationWords(name: string): string[] {
  return name.toLowerCase().replace(/\([^()]*\)/g, ' ').replace(/:.*$/, ' ').split(/[^a-z0-9]+/)
    .filter((w) => w && !/^(?:the|of|and|on|for|in|with|to|at|an|de|la|und|fur|der)$/.test(w));
}

/**
 * True when one name abbreviates the other word by word (round vunseen3): as many words, each word of one the start
 * of the other's ("Class. Quantum Grav." / "Class. Quantum Gravity", "Compos. Math." / "Compositio Math.", "PLoS Comp
 * Biol" / "PLoS Computational Biology", "J. Phys. A" / "J. Phys. A: Math. Theor."). A one-letter word stands for a longer
 * one only before the last word: a closing letter is a section ("Phys. Rev. A" is not "Physical Review Applied").
 */
export function abbreviates(a: string, b: string): boolean {
  const x = abbreviationWords(a);
  const y = abbreviationWords(b);
  if (x.length < 2 || x.length !== y.length) return false;
  return x.every((w, i) => {
    const v = y[i];
    if (w === v) return true;
    const [short, long] = w.length < v.length ? [w, v] : [v, w];
    return long.startsWith(short) && (short.length > 1 || i < x.length - 1) && !/^\d/.test(short);
  });
}

/** Raw names each unseen gold venue may be printed by (for abbreviates). */
const rawNames = new Map<string, string[]>();
function rawNamesOf(catalogueVenue: string, gold: string): string[] {
  const key = `${catalogueVenue}\u0001${gold}`;
  let s = rawNames.get(key);
  if (!s) rawNames.set(key, (s = [gold, ...(byName.get(catalogueVenue.toLowerCase()) ?? []).flatMap(aliasesOf)]));
  return s;
}

/** True when predicted entry `p` names the venue of gold entry `g` (leniently when that venue was left out). */
function names(g: Entry, p: Entry, unseen: Set<string>): boolean {
  const cat = catalogueName(String(g.venue));
  if (cat && unseen.has(cat)) {
    return namesOf(cat, String(g.venue)).has(nameFold(String(p.venue)))
      || (abbreviationMatch && rawNamesOf(cat, String(g.venue)).some((n) => abbreviates(n, String(p.venue))));
  }
  return g.venue === p.venue;
}

function sameEntry(g: Entry, p: Entry, unseen: Set<string>): boolean {
  return names(g, p, unseen) && g.year === p.year && g.track === p.track && g.status === p.status
    && (g.presentation ?? null) === (p.presentation ?? null) && looseWorkshop(g.workshop) === looseWorkshop(p.workshop);
}

/** True when the entries match one to one (order ignored). */
function exact(gold: Entry[], got: Entry[], unseen: Set<string>): boolean {
  if (gold.length !== got.length) return false;
  const left = [...got];
  for (const g of gold) {
    const i = left.findIndex((p) => sameEntry(g, p, unseen));
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

interface Tally {
  instances: number; exact: number; falseMain: number; unseen: number; found: number; status: number; track: number; year: number;
  nothing: number; wrongVenue: number; byKind: Record<string, { unseen: number; found: number; instances: number; exact: number }>;
  /** Each missed (record, fold) once, by the kind of its first wrong unseen entry (the "misses by kind" line). */
  missKinds: Record<string, number>; missKindSeen: Set<object>;
}
function tallyKind(t: Tally, kind: string, instance: object): void {
  if (t.missKindSeen.has(instance)) return;
  t.missKindSeen.add(instance);
  t.missKinds[kind] = (t.missKinds[kind] ?? 0) + 1;
}
const tally = (): Tally => ({ instances: 0, exact: 0, falseMain: 0, unseen: 0, found: 0, status: 0, track: 0, year: 0, nothing: 0, wrongVenue: 0, byKind: {}, missKinds: {}, missKindSeen: new Set() });
const sides = { design: tally(), 'held-out': tally() };
const show = (es: Entry[]) => (es.length ? es.map((e) => [e.venue, e.year, e.track, e.workshop, e.status, e.presentation].join(' / ')).join(' ; ') : '[]');

const full = VENUES;
for (let fold = 0; fold < FOLDS; fold++) {
  const mine = instances.filter((i) => i.fold === fold);
  if (!mine.length) continue;
  const side = fold < FIRST_HELD_OUT ? 'design' : 'held-out';
  const t = sides[side];
  useCatalogue(catalogueWithout(full, full.filter((v) => groupOf(v.name) === fold).map((v) => v.name)));
  for (const { rec, unseen } of mine) {
    const got = detectVenues({ id: rec.id, comments: rec.comments, journalRef: rec.journal_ref })
      .map((v) => ({ venue: v.venue, year: v.year, track: v.track, workshop: v.workshop, status: v.status, presentation: v.presentation }) as Entry);
    const kind = byName.get([...unseen][0].toLowerCase())![0].kind === 'journal' ? 'journal' : 'conference';
    const k = (t.byKind[kind] ??= { unseen: 0, found: 0, instances: 0, exact: 0 });
    t.instances++; k.instances++;
    const ok = exact(rec.venues, got, unseen);
    const instance = {};
    if (ok) { t.exact++; k.exact++; }
    const backed = (p: Entry) => rec.venues.some((g) => names(g, p, unseen) && g.track === 'main' && (g.status === 'accepted' || g.status === 'published'));
    const notes: string[] = [];
    if (got.some((p) => p.status === 'accepted' && p.track === 'main' && !backed(p))) { t.falseMain++; notes.push('false main'); }
    for (const g of rec.venues) {
      const cat = catalogueName(String(g.venue));
      if (!cat || !unseen.has(cat)) continue;
      t.unseen++; k.unseen++;
      const p = got.find((e) => names(g, e, unseen));
      if (!p) {
        const other = got.some((e) => !rec.venues.some((h) => names(h, e, unseen)));
        if (other) t.wrongVenue++; else t.nothing++;
        notes.push(other ? 'wrong venue' : 'nothing');
        if (!other) { tallyKind(t, got.length ? 'not read (other entries read)' : 'not read at all', instance); continue; }
        // A wrong venue whose folded name holds the gold's (or is held in it) was read too long (too short).
        const gold = namesOf(cat, String(g.venue));
        const wrong = got.filter((e) => !rec.venues.some((h) => names(h, e, unseen))).map((e) => nameFold(String(e.venue)));
        tallyKind(t, wrong.some((w) => [...gold].some((n) => n.length > 1 && w.includes(n))) ? 'name read too long'
          : wrong.some((w) => w.length > 1 && [...gold].some((n) => n.includes(w))) ? 'name read too short' : 'another name', instance);
        continue;
      }
      t.found++; k.found++;
      if (p.status === g.status) t.status++; else notes.push('status');
      if (p.track === g.track) t.track++; else notes.push('track');
      if (p.year === g.year) t.year++; else notes.push('year');
      if (!ok && (p.track !== g.track || p.year !== g.year || p.status !== g.status)) {
        tallyKind(t, p.track !== g.track ? `track ${g.track} read as ${p.track}` : p.year !== g.year ? (p.year === null ? 'year not read' : 'wrong year') : `status ${g.status} read as ${p.status}`, instance);
      }
    }
    if (!ok) tallyKind(t, 'other field or extra entry', instance);
    if (!ok && (showMisses === 'all' || showMisses === side)) {
      console.log(`MISS [${side} fold ${fold}, unseen ${[...unseen].join(', ')}] ${rec.id} (${notes.join(', ') || 'other field or extra entry'})\n  comments:    ${JSON.stringify(rec.comments)}\n  journal-ref: ${JSON.stringify(rec.journal_ref)}\n  gold: ${show(rec.venues)}\n  got:  ${show(got)}`);
    }
  }
}
useCatalogue(full);

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)}%` : 'n/a');
console.log(`\nleave-venues-out: ${records.length} records of ${files.length} files, ${instances.length} (record, fold) instances; folds 0-${FIRST_HELD_OUT - 1} design, ${FIRST_HELD_OUT}-${FOLDS - 1} held-out`);
for (const [side, t] of Object.entries(sides)) {
  console.log(`  ${side} folds: instances ${t.instances}, exact ${t.exact} = ${pct(t.exact, t.instances)}; false "accepted, main track" ${t.falseMain} = ${pct(t.falseMain, t.instances)}`);
  console.log(`    unseen entries ${t.unseen}: found ${t.found} = ${pct(t.found, t.unseen)} (of found: status ${pct(t.status, t.found)}, track ${pct(t.track, t.found)}, year ${pct(t.year, t.found)}); missed: nothing ${t.nothing}, wrong venue ${t.wrongVenue}`);
  console.log(`    misses by kind: ${Object.entries(t.missKinds).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join('; ')}`);
  console.log(`    by kind: ${Object.entries(t.byKind).map(([k, v]) => `${k} found ${v.found}/${v.unseen} = ${pct(v.found, v.unseen)}, exact ${v.exact}/${v.instances} = ${pct(v.exact, v.instances)}`).join('; ')}`);
}
