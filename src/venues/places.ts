import { countryCode, regionCountry } from '../institutions/countries.ts';
import { rorCities } from './lookalikes.ts';

/**
 * Cities and regions where conferences are held, as the conference-deadline lists write their places. Sources (both MIT,
 * attribution kept here and in docs/venues.md, round vmiss):
 * - the `city` and `country` fields of Hugging Face's ai-deadlines (huggingface/ai-deadlines @ de9f41b, MIT, Copyright
 *   (c) 2025 Hugging Face), as copied into ../shared/data/venues/reference/hf_ai_deadlines_editions.csv;
 * - the `place` fields of ccf-deadlines (ccfddl/ccf-deadlines, MIT, Copyright (c) 2021 CCFDDL), conference/AI/{cvpr,
 *   iccv,eccv,icml,iclr,acl,emnlp,aaai,ijcai}.yml as stored in the search index.
 * Countries, US states and Canadian / Australian regions come from src/institutions/countries.ts. Names are kept as
 * written, each place once; looked up folded (lower case, accents, dots and hyphens dropped). The cities of ROR's
 * organisations ("Leiden", "Metz": ten or more organisations there) join them from data/venues/lookalikes.json (round
 * fmprobe2, lookalikes.ts) on first use.
 */
const CITIES = [
  // ai-deadlines `city`
  'Aachen', 'Abu Dhabi', 'Albuquerque', 'Amsterdam', 'Anaheim', 'Atlanta', 'Austin', 'Barcelona', 'Bern', 'Bilbao', 'Boise',
  'Bologna', 'Bremen', 'Bruges', 'Bucharest', 'Budapest', 'Buena Vista', 'Delft', 'Denver', 'Detroit', 'Dubai', 'Dublin',
  'Edinburgh', 'Edmonton', 'Goiânia', 'Hangzhou', 'Hannover', 'Honolulu', 'Hyderabad', 'Jeju', 'Kaunas', 'Kuala Lumpur',
  'Kyoto', 'Limassol', 'London', 'Los Angeles', 'Lucca', 'Luxembourg', 'Lyon', 'Maastricht', 'Macao', 'Mai Khao', 'Malmö',
  'Melbourne', 'Milan', 'Montreal', 'Montréal', 'Mumbai', 'Naples', 'Nashville', 'Padua', 'Palma', 'Mallorca', 'Paphos',
  'Philadelphia', 'Pisa', 'Pittsburgh', 'Porto', 'Prague', 'Rio de Janeiro', 'Rome', 'San Diego', 'San Francisco',
  'Seattle', 'Seoul', 'Shenyang', 'Singapore', 'Sochi', 'Southampton', 'Stanford', 'Strasbourg', 'Suzhou', 'Sydney',
  'Tangier', 'Thessaloniki', 'Toronto', 'Tucson', 'Tübingen', 'Utrecht', 'Vancouver', 'Vienna', 'Vilnius', 'Waikoloa',
  'Washington DC', 'Wuhan', 'Yerevan', 'Yokohama',
  // ai-deadlines `country` values that are regions, not countries
  'Hawaii', 'New Mexico', 'Tennessee', 'Tuscany',
  // ccf-deadlines `place`
  'New Orleans', 'Louisiana', 'Colorado', 'Paris', 'Baltimore', 'Maryland', 'Tel-Aviv', 'Milano', 'Kigali', 'Rwanda',
  'Cape Town', 'Jeju Island',
];

/** Combining marks; a constant, since the build writes a \p{…} literal as a `new RegExp` made on every call. */
const MARKS = /\p{M}/gu;
/** A place's name as looked up: lower case, accents folded, dots dropped, hyphens and runs of space one space. */
function fold(s: string): string {
  return s.normalize('NFKD').replace(MARKS, '').toLowerCase().replace(/\./g, '').replace(/[\s-]+/g, ' ').trim();
}

let PLACES: Set<string> | null = null;
/** The most words a place of the table has ("rio de janeiro"). */
let LONGEST = 4;
function places(): Set<string> {
  if (!PLACES) {
    PLACES = new Set([...CITIES, ...rorCities()].map(fold));
    LONGEST = Math.max(...[...PLACES].map((p) => p.split(' ').length), 4);
  }
  return PLACES;
}

/**
 * One place: a city or region of the table, a country, or a region; a code of two letters ("CA", "UK") only when printed
 * in capitals ("in", "or", "me" are words).
 */
function onePlace(words: string[], printed: string[]): boolean {
  const s = words.join(' ');
  if (places().has(s)) return true;
  if (s.length <= 2 && !/^[A-Z]{2}$/.test(printed.join(''))) return false;
  return countryCode(s) !== null || regionCountry(s) !== null;
}

/**
 * "Hong Kong", "New Orleans", "Seoul Korea", "San Diego CA": text that is only the names of places (a city, its region,
 * its country, in any order, commas or none). A short title before ", HOST YEAR" so written is where the host was held,
 * never a workshop's name.
 */
export function isPlaceName(text: string): boolean {
  const printed = text.replace(/[,.]/g, ' ').split(/[\s-]+/).filter(Boolean);
  const words = printed.map(fold);
  if (!words.length) return false;
  places();
  // covered[i]: the first i words are places, one after another
  const covered = [true];
  for (let i = 1; i <= words.length; i++) {
    covered[i] = false;
    for (let k = 1; k <= Math.min(i, LONGEST) && !covered[i]; k++) covered[i] = covered[i - k] && onePlace(words.slice(i - k, i), printed.slice(i - k, i));
  }
  return covered[words.length];
}

