// Builds the shipped venue catalogue from the reference lists whose licence allows shipping:
//   data/venues/catalogue-lists.json       CCF 2026 (CCFrank4dblp, MIT) + ccf-deadlines (MIT) + HF AI deadlines (MIT)
//   data/venues/catalogue.json             the hand-kept facts (src/venues/catalogue-conferences.ts, catalogue-journals.ts)
//                                          merged with those list venues (mergeCatalogue): what the detector loads
//   data/venues/journal-abbreviations.json.gz   JabRef journal abbreviations (CC0): [full name, ISO-4 abbreviation, 1 if on a physical-science list]
//   data/venues/journal-table.json.gz      those pairs' name table as the detector reads it (scripts/build-journal-table.ts)
//   src/venues/series-names.json           conference series' spelled-out names → acronyms, without the catalogue's venues
//                                          (scripts/build-venue-series.ts, from data/venues/sources/cs-confs-br-list.txt, MIT)
// Not read: the CORE portal export, CORE2023-with-DBLP and the hegongshan CCF list (no licence), the ACL Anthology
// venue registry (CC BY-NC-SA 3.0 for part of its materials; NC is not compatible with shipping under MIT).
// Usage: node --import tsx scripts/build-venue-catalogue.ts [path/to/shared/data/venues/reference]
//        node --import tsx scripts/build-venue-catalogue.ts --merge-only   (after editing the hand-kept facts: merges them
//        with the shipped catalogue-lists.json into catalogue.json; the reference lists are not needed)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { venuesFromLists, type CcfddlRow, type CcfRow, type HfRow } from '../src/venues/catalogue-lists.ts';
import { CATALOGUE_FORMAT, readCatalogue, readListVenues } from '../src/venues/catalogue-file.ts';
import { useCatalogue } from '../src/venues/catalogue.ts';
import { mergedCatalogueJson } from '../src/venues/catalogue-build.ts';
import { formListsOf, MATHS_LISTS, mathSciNetOutvoted } from '../src/venues/jabref-forms.ts';
import { writeJournalTable } from './build-journal-table.ts';
import { writeSeriesNames } from './build-venue-series.ts';

const repo = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const ref = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(repo, '../shared/data/venues/reference'));
const out = path.join(repo, 'data/venues');

if (args.includes('--merge-only')) {
  const merged = mergedCatalogueJson(readListVenues(path.join(out, 'catalogue-lists.json')));
  fs.writeFileSync(path.join(out, 'catalogue.json'), merged);
  // The series names leave out every catalogue venue's name and acronym (scripts/build-venue-series.ts): of the
  // catalogue just written, not the one this process loaded at start (round v269: a venue added to the hand-kept facts
  // stayed in the table until build-venue-series.ts ran alone).
  useCatalogue(readCatalogue());
  console.log(JSON.stringify({ catalogue: JSON.parse(merged).venues.length, series_names: writeSeriesNames().count }));
  process.exit(0);
}

function csv<T>(name: string): T[] {
  const file = path.join(ref, name);
  if (!fs.existsSync(file)) {
    console.error(`build-venue-catalogue: reference list not found: ${file} (pass the reference folder as the first argument)`);
    process.exit(1);
  }
  return parse(fs.readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, relax_column_count: true }) as T[];
}

const venues = venuesFromLists(csv<CcfRow>('ccf_2026_ccfrank4dblp.csv'), csv<CcfddlRow>('ccfddl_conferences.csv'), csv<HfRow>('hf_ai_deadlines_editions.csv'));
fs.mkdirSync(out, { recursive: true });
const catalogue = {
  format: CATALOGUE_FORMAT,
  sources: {
    ccf: 'WenyanLiu/CCFrank4dblp data/dataGen.js @ 2bc8b00 (CCF recommended list, 2026 edition), MIT',
    ccfddl: 'ccfddl/ccf-deadlines conference/*.yml @ 5f8dce3 (CCF area, CORE rank as of CORE2023), MIT',
    hf: 'huggingface/ai-deadlines src/data/conferences/*.yml @ de9f41b (names, meeting months), MIT',
  },
  venues,
};
fs.writeFileSync(path.join(out, 'catalogue-lists.json'), `${JSON.stringify(catalogue, null, 0).replace(/\},\{"name"/g, '},\n{"name"')}\n`);
const merged = mergedCatalogueJson(venues);
fs.writeFileSync(path.join(out, 'catalogue.json'), merged);

// JabRef: every list except BibTeX string macros (ieee_strings); names with LaTeX markup are skipped.
// A journal on one of JabRef's physical-science lists is cited by its ISO-4 name (data/venues/README: "ISO-4 style
// names for physics/maths journals"); any other journal by its name as printed. Such pairs carry a third element, 1.
// Maths journals too: a name on a mathematics list that says it is one ("Contemporary Mathematics", "Annals of
// Applied Probability"; not "European Journal of Operational Research", also on JabRef's mathematics list).
const PHYSICAL_LISTS = new Set(['astronomy']);
// JabRef's chemistry, geology-and-physics and meteorology lists also hold journals of other fields, cited by their
// printed names ("Sensors", "International Journal of Remote Sensing", "Journal of Applied Remote Sensing"): a journal
// on them whose name says it is of another field (sensing, computing, engineering, medicine, biology) and not of physics,
// chemistry, astronomy or mathematics is cited as printed.
const MIXED_PHYSICAL_LISTS = new Set(['acs', 'geology_physics', 'geology_physics_variations', 'meteorology']);
const PHYSICAL_WORD = /phys|astro|cosm|planet|quantum|relativ|gravit|mechanic|fluid|nucle|particle|plasma|optic|photon|chem|solid|crystal|materi|nano|spectr|atom|molec|magnet|polym|acoust|condens|semicond|thermo|math/i;
const OTHER_FIELD = /remote\s+sens|sensor|sensing|geoinform|earth\s+observ|comput|informat|engineer|robot|medic|clinic|biolog|agricult/i;
const physicalName = (list: string, full: string) => PHYSICAL_LISTS.has(list) || MIXED_PHYSICAL_LISTS.has(list) && (PHYSICAL_WORD.test(full) || !OTHER_FIELD.test(full));
// Romance and Slavic languages spell it matem- ("Revista Matemática Iberoamericana", "Glasnik Matematički").
const MATHS_WORD = /math|matem[aá]t|probab|statist|algebr|geometr|topolog|combinator|analysis|number\s+theory/i;
// A name that says it is a maths, physics or astronomy journal ("Nature Astronomy", on the ubc list only) is one
// whatever the list; so is an American Chemical Society journal on another list than JabRef's acs list ("ACS Earth and
// Space Chemistry", on the ubc list only): cited by its ISO-4 name, as the acs list's journals are.
const MATHS_NAME = /mathemat|matem[aá]t|probab|astronom|astrophys|physics|cosmolog|^ACS\s/i;
// So is an optics or photonics journal, a physics journal by its name ("Optical Materials", "Optics and Lasers in
// Engineering", on JabRef's mechanical and ubc lists only), except an IEEE periodical (named by its initials: PTL) and
// a journal of vision science ("Ophthalmic and Physiological Optics": medicine).
const OPTICS_NAME = /optic|photonic/i;
const physicsByName = (full: string) => MATHS_NAME.test(full) || OPTICS_NAME.test(full) && !/^IEEE\s/.test(full) && !/physiolog|ophthalm|orthopt|vision/i.test(full);
/**
 * ISO-4 ends an abbreviated word with a period; a few JabRef rows drop the last one ("Nat. Astron" for Nature
 * Astronomy): a final word that is a shortened word of the full name gets it back.
 */
function withFinalPeriod(full: string, abbr: string): string {
  const last = /(?:^|\s)([A-Za-z]{3,})$/.exec(abbr)?.[1]?.toLowerCase();
  if (!last || !abbr.includes('.')) return abbr;
  const words = full.toLowerCase().split(/[^a-z]+/);
  const cut = !words.includes(last) && words.some((w) => w.length > last.length && w.startsWith(last));
  return cut ? `${abbr}.` : abbr;
}
// A name several lists abbreviate gets the ISO-4 form of JabRef's strict physical-science lists (geology_physics, then
// acs: "Gen. Relativ. Gravit.", not the AMS "Gen. Relativity Gravitation"), else the first list's, except that a
// MathSciNet-only form two other lists outvote ranks last (src/venues/jabref-forms.ts mathSciNetOutvoted); the other
// lists' abbreviations are kept as spellings of the same journal, read as the chosen one.
// ISO-4 abbreviates no word of one syllable and drops articles, conjunctions and prepositions, so a name of short
// words has an abbreviation with no period ("Algebra & Number Theory" -> "Algebra Number Theory", "Energy & Fuels" ->
// "Energy Fuels"): such a row is kept when its words are the full name's with only those words (and "&") dropped; any
// other row without a period is an acronym or a note, not an ISO-4 name.
const ISO4_DROPPED = new Set(['&', 'and', 'the', 'of', 'for', 'in', 'on', 'a', 'an', 'to', 'at', 'und', 'et', 'de', 'la', 'le', 'des', 'der', 'die']);
function iso4WordsDropped(full: string, abbr: string): boolean {
  const kept = abbr.toLowerCase().split(' ');
  const words = full.toLowerCase().split(' ');
  const rest = words.filter((w) => !ISO4_DROPPED.has(w));
  return kept.length > 1 && rest.length < words.length && rest.length === kept.length && rest.every((w, i) => w === kept[i]);
}
const periodless: { list: string; full: string; abbr: string }[] = [];
const MATHS_LIST_PHYSICS = /phys|quantum|nucle|plasma|astro|cosmolog|relativ|gravit|acoust|optic|photon|fluid|\bmechanic(?:s|a)\b/i;
const physicsOnMathsList = (full: string) => MATHS_LIST_PHYSICS.test(full) && (/quantum/i.test(full) || !OTHER_FIELD.test(full)) && !/^(?:ACM|IEEE)\b|cyber/i.test(full);
const ISO4_FIRST = ['geology_physics', 'acs'];
const PHYSICS_ONLY = /phys|optic|photon|quantum|nucle|plasma|astro|cosmolog|relativ|gravit|acoust/i;
const MATHS_WORD_ONLY = /mathemat|\bmath\b|algebr|geometr|topolog|probab|statist|combinator|analysis|number\s+theory/i;
const pairs = new Map<string, string>();
const pairRank = new Map<string, number>();
const spellings = new Map<string, Set<string>>();
const physical = new Set<string>();
const jabref: { list: string; full: string; abbr: string }[] = [];
for (const r of csv<{ list: string; full_name: string; abbreviation: string }>('jabref_journal_abbreviations.csv')) {
  if (r.list === 'ieee_strings') continue;
  const full = r.full_name.trim().replace(/\s+/g, ' ');
  const abbr = withFinalPeriod(full, r.abbreviation.trim().replace(/\s+/g, ' '));
  if (!full || !abbr || /[\\{}$#]/.test(full + abbr)) continue;
  if (!/\./.test(abbr) && abbr !== full) {
    if (iso4WordsDropped(full, abbr)) periodless.push({ list: r.list, full, abbr });
    continue;
  }
  jabref.push({ list: r.list, full, abbr });
}
const formLists = formListsOf(jabref);
for (const { list, full, abbr } of jabref) {
  // A physics journal's name (a word of physics, none of mathematics) is not abbreviated the MathSciNet way ("J. Modern
  // Opt.", "Theoret. and Math. Phys."): the mathematics lists rank after every other.
  const physicsOnly = PHYSICS_ONLY.test(full) && !MATHS_WORD_ONLY.test(full);
  const last = MATHS_LISTS.has(list) && (physicsOnly || mathSciNetOutvoted(formLists, full, abbr));
  const rank = ISO4_FIRST.includes(list) ? ISO4_FIRST.indexOf(list) : last ? ISO4_FIRST.length + 1 : ISO4_FIRST.length;
  if (!pairs.has(full) || rank < pairRank.get(full)!) { pairs.set(full, abbr); pairRank.set(full, rank); }
  spellings.set(full, (spellings.get(full) ?? new Set()).add(abbr));
  // A name that says it is a maths journal ("Annals of Applied Probability", on the ubc list only) is one whatever the list.
  // So is one on a mathematics list whose name has a word of physics or mechanics and none of another field
  // ("Acta Mechanica Sinica"; not "Computer Methods in Applied Mechanics and Engineering", not "The Cyber-Physical
  // Systems Series", not an ACM or IEEE periodical) — quantum computing is physics ("Quantum Information & Computation").
  if (physicalName(list, full) || MATHS_LISTS.has(list) && (MATHS_WORD.test(full) || physicsOnMathsList(full)) || physicsByName(full)) physical.add(full);
}
// A physical-science journal whose only ISO-4 form has no period ("Energy & Fuels" -> "Energy Fuels") is cited by it; a
// journal of another field is cited as printed, so its period-less row adds nothing and is left out.
for (const { list, full, abbr } of periodless) {
  if (pairs.has(full)) continue;
  if (physicalName(list, full) || MATHS_LISTS.has(list) && (MATHS_WORD.test(full) || physicsOnMathsList(full)) || physicsByName(full)) physical.add(full);
  if (physical.has(full)) pairs.set(full, abbr);
}
const pairList: (string | number)[][] = [...pairs].map(([f, a]) => (physical.has(f) ? [f, a, 1] : [f, a]));
// After every list's own names, so that a spelling never takes the place of a journal's full name.
for (const [full, set] of spellings) {
  for (const alt of set) if (alt !== pairs.get(full) && !pairs.has(alt)) pairList.push(physical.has(full) ? [alt, pairs.get(full)!, 1] : [alt, pairs.get(full)!]);
}
const journals = { format: CATALOGUE_FORMAT, source: 'JabRef/abbrv.jabref.org journals/*.csv @ a6879a8, CC0 1.0', pairs: pairList };
fs.writeFileSync(path.join(out, 'journal-abbreviations.json.gz'), zlib.gzipSync(JSON.stringify(journals), { level: 9 }));
// The table built from those pairs, as the detector reads it (scripts/build-journal-table.ts).
writeJournalTable(out);
// The conference series' names, without the catalogue's venues (scripts/build-venue-series.ts): those just written.
useCatalogue(readCatalogue());
const series = writeSeriesNames();

const by = (k: string) => venues.filter((v) => v.src.includes(k)).length;
console.log(JSON.stringify({
  venues: venues.length, catalogue: JSON.parse(merged).venues.length, ccf: by('ccf'), ccfddl: by('ccfddl'), hf: by('hf'), with_ccf_rank: venues.filter((v) => v.ccf).length,
  with_core_rank: venues.filter((v) => v.core).length, journal_abbreviations: pairs.size, series_names: series.count,
}));
