import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeRegExp, findVenue } from './catalogue.ts';
import { journalAbbreviations } from './catalogue-file.ts';
import { nameKey } from './catalogue-lists.ts';

/**
 * Names that look like a venue's and name something else (round fmprobe2, issue 13), from data/venues/lookalikes.json
 * (scripts/build-venue-lookalikes.ts; sources and licences there): the acronyms of research organisations, funders and
 * agencies in ROR ("NIH", "CSIRO", "USTC"), the cities where ROR's organisations are ("Leiden", "Metz"), and torchvision's
 * dataset and architecture names ("MNIST", "ImageNet", "ResNet"). A few thousand short strings, read on first use: the
 * detection thread's heap is capped (test/papers/detect-headroom.test.ts), so the registry itself is never loaded here.
 */
interface Lookalikes { acronyms: Set<string>; cities: string[]; datasets: Set<string>; institutionWords: Set<string>; venueWords: Set<string> }
let table: Lookalikes | null = null;

// import.meta.url, not import.meta.dirname: worker-thread bundles rewrite only the former (src/arxiv/thread-entry.ts).
const FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/venues/lookalikes.json');

function lookalikes(): Lookalikes {
  if (!table) {
    const d = JSON.parse(fs.readFileSync(FILE, 'utf8')) as { acronyms: string[]; cities: string[]; datasets: string[]; institutionWords: string[]; venueWords: string[] };
    table = { acronyms: new Set(d.acronyms), cities: d.cities, datasets: new Set(d.datasets), institutionWords: new Set(d.institutionWords), venueWords: new Set(d.venueWords) };
  }
  return table;
}

/** A name's words as the word tables count them: runs of letters, in lower case. */
export function nameWords(name: string): string[] {
  return name.toLowerCase().match(/\p{L}+/gu) ?? [];
}

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
 * A year beside the name in the text ("CDC 2026", "EC'26", "(ARC-25)", "2026 CDC"), or the name in brackets, as an
 * event's spelled name is followed by its acronym ("Conference on Decision and Control (CDC)").
 */
function yearOrSpelled(name: string, text: string): boolean {
  const n = escapeRegExp(name);
  return new RegExp(String.raw`(?<![A-Za-z0-9])${n}[\s'’\-]*(?:(?:19|20)\d{2}|\d{2})(?!\d)|(?<!\d)(?:19|20)\d{2}\s+${n}(?![A-Za-z0-9])|\(\s*${n}\s*[),]`).test(text);
}

/**
 * True when a venue no catalogue entry knows is named only by what names something else: a dataset's or a model's name
 * ("MNIST accepted", "ImageNet 2012", "ResNet 2025"), or an organisation's acronym with no year beside it in the text
 * and not in brackets after a spelled name ("NIH accepted", "to appear in CSIRO", "accepted by USTC"), or an
 * organisation's name ("University of Washington 2025", organisationName). With a year or a
 * spelled name an acronym stays a venue: events share acronyms with organisations ("Accepted for ARC 2026", "To appear
 * at EC 2026", "Conference on Decision and Control (CDC)" — conferences, and ROR's acronyms of a funder, the European
 * Commission and an agency), and a year is how an event is tagged.
 */
export function namesNoVenue(venue: string, text: string): boolean {
  if (findVenue(venue)) return false;
  const t = lookalikes();
  if (t.datasets.has(venue) || organisationName(venue, t)) return true;
  return t.acronyms.has(venue) && !yearOrSpelled(venue, text);
}
