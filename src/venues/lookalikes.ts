import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeRegExp, findVenue } from './catalogue.ts';
import { journalAbbreviations, journalInitials } from './catalogue-file.ts';
import { nameKey } from './catalogue-lists.ts';
import { SOCIETY } from './publishers.ts';

/**
 * Names that look like a venue's and name something else (round fmprobe2, issue 13), from data/venues/lookalikes.json
 * (scripts/build-venue-lookalikes.ts; sources and licences there): the acronyms of research organisations, funders and
 * agencies in ROR ("NIH", "CSIRO", "USTC"), the cities where ROR's organisations are ("Leiden", "Metz"), the words that
 * tell organisations' names from venues', and torchvision's dataset and architecture names ("MNIST", "ImageNet",
 * "ResNet"). Read on first use, the acronyms packed (byFirstTwo): the detection thread's heap is capped
 * (test/papers/detect-headroom.test.ts), so the registry itself is never loaded here.
 */
interface Lookalikes { acronyms: Map<string, string>; cities: string[]; datasets: Set<string>; institutionWords: Set<string>; venueWords: Set<string> }
let table: Lookalikes | null = null;

// import.meta.url, not import.meta.dirname: worker-thread bundles rewrite only the former (src/arxiv/thread-entry.ts).
const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/venues/lookalikes.json');

/**
 * ~20k acronyms as a few hundred '|'-joined one-byte strings, one per first two letters (≈0.2 MB), not a Set of as many
 * strings (≈1.8 MB more of the detection thread's heap); a look-up scans one short string.
 */
function byFirstTwo(acronyms: string[]): Map<string, string> {
  const groups = new Map<string, string[]>();
  for (const a of acronyms) {
    const g = groups.get(a.slice(0, 2));
    if (g) g.push(a);
    else groups.set(a.slice(0, 2), [a]);
  }
  return new Map([...groups].map(([k, g]) => [k, `|${g.join('|')}|`]));
}

function lookalikes(): Lookalikes {
  if (!table) {
    const d = JSON.parse(fs.readFileSync(FILE, 'utf8')) as { acronyms: string[]; cities: string[]; datasets: string[]; institutionWords: string[]; venueWords: string[] };
    table = { acronyms: byFirstTwo(d.acronyms), cities: d.cities, datasets: new Set(d.datasets), institutionWords: new Set(d.institutionWords), venueWords: new Set(d.venueWords) };
  }
  return table;
}

/** A name's words as the word tables count them: runs of letters, in lower case. */
export function nameWords(name: string): string[] {
  return name.toLowerCase().match(LETTER_RUNS) ?? [];
}
/** Built once: the build writes a \p{…} literal as `new RegExp(…)` in place, so one a call otherwise (match resets lastIndex). */
const LETTER_RUNS = /\p{L}+/gu;

/**
 * "University of Washington", "Ministry of Science and Technology": a name of several words with a word of
 * organisations' names ("University", "Ministry", "Centre", "Ltd") and none of venues' ("Journal", "Conference",
 * "Letters", "Symposium"), that JabRef knows as no journal, names an organisation.
 */
function organisationName(name: string, t: Lookalikes): boolean {
  const words = nameWords(name);
  return words.length > 1 && words.some((w) => t.institutionWords.has(w) || (w.endsWith('s') && t.institutionWords.has(w.slice(0, -1)))) && !words.some((w) => t.venueWords.has(w))
    && !journalAbbreviations().has(nameKey(name));
}

/** ROR's cities of ten or more organisations that places.ts's own table misses, as written. */
export function rorCities(): readonly string[] {
  return lookalikes().cities;
}

/**
 * Whether the text shows an acronym as an event's or a journal's own: the acronym not written in it (the reader made it
 * from a spelled name: "IEEE Transactions on Artificial Intelligence" → TAI), a year beside it ("CDC 2026", "EC'26",
 * "(ARC-25)", "2026 CDC"), in brackets after a spelled name ("Conference on Decision and Control (CDC)"), a bracket after
 * it ("ITS (Intelligent Tutoring Systems)", "ADI (September 2026)"), a kind of venue after it ("ARCC Conference"), or an
 * "@" joining it to a host or a workshop ("TrustBus@ARES"), a society before it ("IEEE TIM", "IEEE-TAI"), or the words
 * it is the initials of right before it ("Foo Bar Analysis Conference - FBAC").
 */
/** Connectors a spelled name's initials skip ("Conference on Decision and Control" → CDC). */
const CONNECTORS = new Set(['of', 'on', 'and', 'for', 'the', 'in', 'at', 'to', 'with']);
/** "Foo Bar Analysis Conference - FBAC": the acronym's letters are the initials of the capitalised words right before it. */
function initialsBefore(acr: string, before: string): boolean {
  const letters = acr.replace(/[^A-Za-z]/g, '').toUpperCase();
  const words = (before.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []).filter((w) => !CONNECTORS.has(w.toLowerCase()));
  if (letters.length < 2 || words.length < letters.length) return false;
  const last = words.slice(-letters.length);
  return last.every((w, i) => /^[A-Z]/.test(w) && w[0] === letters[i]);
}
const SOCIETY_BEFORE = `(?<![A-Za-z0-9])${SOCIETY.source.replace(/^\^|\$$/g, '')}`;
function shownAsVenue(acr: string, text: string): boolean {
  const a = escapeRegExp(acr);
  const at = new RegExp(String.raw`(?<![A-Za-z0-9])${a}(?![A-Za-z0-9])`).exec(text);
  if (!at || initialsBefore(acr, text.slice(0, at.index))) return true;
  return new RegExp(String.raw`(?<![A-Za-z0-9])${a}[\s'’\-]*(?:(?:19|20)\d{2}|\d{2})(?!\d)|(?<!\d)(?:19|20)\d{2}\s+${a}(?![A-Za-z0-9])|\(\s*${a}\s*[),]|(?<![A-Za-z0-9])${a}\s*\(|(?<![A-Za-z0-9])${a}\s+(?:conference|workshop|symposium|congress|meeting|journal|proceedings|transactions)(?![A-Za-z])|@\s*${a}(?![A-Za-z0-9])|(?<![A-Za-z0-9])${a}\s*@|${SOCIETY_BEFORE}[\s\-]+${a}(?![A-Za-z0-9])`, 'i').test(text);
}

/**
 * An organisation's acronym in ROR ("NASA", "MIT", "CERN", "NSFC") or a dataset's or a model's name, that no catalogue
 * venue and no journal's initials share: the shapes that read a bare tag with no cue and no kind of venue beside it
 * ("9 pages, 2025 NASA", "CERN 2025 (Geneva)", "Accepted by 2025 NSFC") read no venue from it (round review2).
 */
export function organisationTag(acr: string): boolean {
  if (findVenue(acr) || journalInitials(acr)) return false;
  const t = lookalikes();
  return t.datasets.has(acr) || !!t.acronyms.get(acr.slice(0, 2))?.includes(`|${acr}|`);
}

/**
 * True when a venue no catalogue entry knows is named only by what names something else: a dataset's or a model's name
 * ("MNIST accepted", "ImageNet 2012", "ResNet 2025"), an organisation's acronym written alone — no year, spelled name,
 * kind of venue or host beside it (shownAsVenue), and no journal's initials in JabRef ("NIH accepted", "to appear in
 * CSIRO", "accepted by USTC") — or an organisation's name ("University of Washington 2025", organisationName). So shown,
 * an acronym stays a venue: events share acronyms with organisations ("Accepted for ARC 2026", "To appear at EC 2026",
 * "Conference on Decision and Control (CDC)" — conferences, and ROR's acronyms of a funder, the European Commission and
 * an agency), and a year is how an event is tagged.
 */
export function namesNoVenue(venue: string, text: string): boolean {
  if (findVenue(venue)) return false;
  const t = lookalikes();
  if (t.datasets.has(venue) || organisationName(venue, t)) return true;
  return !!t.acronyms.get(venue.slice(0, 2))?.includes(`|${venue}|`) && !journalInitials(venue) && !shownAsVenue(venue, text);
}
