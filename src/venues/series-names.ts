import fs from 'node:fs';
import { lazy } from '../lazy.ts';
import { ORDINAL_SOURCE } from './ordinal.ts';

/**
 * Conference series named by their usual acronym (round vlists): an unlisted venue read by its spelled-out name
 * ("accepted at the 20th International Symposium on Visual Computing") is named as the labelling README asks, by its
 * usual acronym, when an open-licensed list of series (data/venues/sources/cs-confs-br-list.txt, MIT) gives one for
 * that name. Naming only: a bare acronym is never read as a venue through this table.
 *
 * The table (src/venues/series-names.json) is written by scripts/build-venue-series.ts from the list, without the
 * names that are too short or generic, the names several acronyms share, workshops, and the acronyms or names of
 * catalogue venues (the catalogue names those itself).
 */

/** Words a series' name is written with or without: publishers and societies, "International", "Annual", articles. */
const OPTIONAL_WORDS = new Set(['ieee', 'acm', 'ieee-cs', 'ieeecs', 'ifip', 'iapr', 'eai', 'siam', 'usenix', 'springer', 'sigchi', 'international', 'annual', 'biennial', 'the', 'of', 'on', 'and', 'for', 'in', 'a', 'an']);

/** The words that make a name an event's: a name without one is no series name here ("Digital Heritage"). */
export const EVENT_WORD = /\b(?:conference|symposium|congress|colloquium|meeting|forum|summit|convention)\b/i;

/** Editions in the detector's own ordinal grammar (ordinal.ts): "20th", "Twenty-Fifth", "forty third". */
const ORDINALS = new RegExp(ORDINAL_SOURCE, 'gi');

/**
 * The key a series' name is looked up by: lower case, accents and punctuation dropped ("Signal-Based" as "signal
 * based", "&" as "and"), without "Proceedings of", ordinals, years and the optional words; null when fewer than three
 * words are left or no event word is among them (too short or generic to name one series).
 */
export function seriesKey(name: string): string | null {
  const words = name
    .replace(ORDINALS, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/^\s*proceedings\s+of\s+/, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w !== '' && !OPTIONAL_WORDS.has(w) && !/^(?:19|20)\d\d$/.test(w));
  if (words.length < 3) return null;
  const key = words.join(' ');
  return EVENT_WORD.test(key) ? key : null;
}

/** EVENT_WORD's words anywhere in a name, in any case. */
const EVENT_WORD_LETTERS = /conference|symposium|congress|colloquium|meeting|forum|summit|convention/i;
const ASCII = /^[\x00-\x7f]*$/;

const TABLE = lazy(() => {
  const data = JSON.parse(fs.readFileSync(new URL('./series-names.json', import.meta.url), 'utf8')) as { names: Record<string, string> };
  return new Map(Object.entries(data.names));
});

/** The usual acronym of the series a spelled-out name names, from the list; null when the list has none for it. */
export function seriesAcronym(name: string): string | null {
  if (!/\s/.test(name)) return null;
  // A key holds an event word only when an ASCII name does, in any case (seriesKey only lower-cases it, blanks what is
  // not a letter or a digit and drops whole words): a cheap test first (round vspeed of 12-07); any other name is keyed.
  if (!EVENT_WORD_LETTERS.test(name) && ASCII.test(name)) return null;
  const key = seriesKey(name);
  return key === null ? null : (TABLE().get(key) ?? null);
}
