// Writes src/venues/series-names.json: the spelled-out names of conference series (their seriesKey) with the usual
// acronym, from data/venues/sources/cs-confs-br-list.txt (cs-confs-br-data, MIT; see data/venues/README.md), for
// naming an unlisted venue read by its name as written (src/venues/series-names.ts). Left out: workshops (named by
// their own rules), names with fewer than three words or no event word (seriesKey null), names several acronyms
// share, and every name or acronym of a catalogue venue (the catalogue names those; an acronym of another venue
// would name the wrong one). Rerun after changing the list, seriesKey or the catalogue:
//   node --import tsx scripts/build-venue-series.ts [--check]   (--check: exit 1 when the file is not what it would write)
import fs from 'node:fs';
import path from 'node:path';
import { seriesTable } from '../src/venues/series-build.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const LIST = path.join(ROOT, 'data/venues/sources/cs-confs-br-list.txt');
const OUT = path.join(ROOT, 'src/venues/series-names.json');

if (import.meta.url === `file://${process.argv[1]}`) {
  const { names, dropped } = seriesTable(fs.readFileSync(LIST, 'utf8').split('\n'));
  const text = `${JSON.stringify({ source: 'data/venues/sources/cs-confs-br-list.txt (cs-confs-br-data, MIT)', names }, null, 1)}\n`;
  if (process.argv.includes('--check')) {
    const same = fs.existsSync(OUT) && fs.readFileSync(OUT, 'utf8') === text;
    console.log(same ? 'series-names.json is current' : 'series-names.json differs: rerun scripts/build-venue-series.ts');
    process.exit(same ? 0 : 1);
  }
  fs.writeFileSync(OUT, text);
  console.log(`series-names.json: ${Object.keys(names).length} names; left out ${JSON.stringify(dropped)}`);
}
