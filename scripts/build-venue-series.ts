// Writes src/venues/series-names.json: the spelled-out names of conference series (their seriesKey) with the usual
// acronym, from data/venues/sources/cs-confs-br-list.txt (cs-confs-br-data, MIT; see data/venues/README.md), for
// naming an unlisted venue read by its name as written (src/venues/series-names.ts). Left out: workshops (named by
// their own rules), names with fewer than three words or no event word (seriesKey null), names several acronyms
// share, and every name or acronym of a catalogue venue (the catalogue names those; an acronym of another venue
// would name the wrong one). scripts/build-venue-catalogue.ts runs it after writing the catalogue; rerun it alone after
// changing the list or seriesKey:
//   node --import tsx scripts/build-venue-series.ts [--check]   (--check: exit 1 when the file is not what it would write)
import fs from 'node:fs';
import path from 'node:path';
import { seriesTable } from '../src/venues/series-build.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const LIST = path.join(ROOT, 'data/venues/sources/cs-confs-br-list.txt');
const OUT = path.join(ROOT, 'src/venues/series-names.json');

/** The table's text as the build writes it, from the list and the catalogue as they are now. */
export function seriesNamesText(): { text: string; count: number; dropped: unknown } {
  const { names, dropped } = seriesTable(fs.readFileSync(LIST, 'utf8').split('\n'));
  const text = `${JSON.stringify({ source: 'data/venues/sources/cs-confs-br-list.txt (cs-confs-br-data, MIT)', names }, null, 1)}\n`;
  return { text, count: Object.keys(names).length, dropped };
}

/** Writes src/venues/series-names.json (run by scripts/build-venue-catalogue.ts after every catalogue change). */
export function writeSeriesNames(): { count: number; dropped: unknown } {
  const { text, count, dropped } = seriesNamesText();
  fs.writeFileSync(OUT, text);
  return { count, dropped };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--check')) {
    const same = fs.existsSync(OUT) && fs.readFileSync(OUT, 'utf8') === seriesNamesText().text;
    console.log(same ? 'series-names.json is current' : 'series-names.json differs: rerun scripts/build-venue-series.ts');
    process.exit(same ? 0 : 1);
  }
  const { count, dropped } = writeSeriesNames();
  console.log(`series-names.json: ${count} names; left out ${JSON.stringify(dropped)}`);
}
