// Writes src/venues/regex-needs.json: what regex-gate.ts reads of the source of every regex the venue detector gates
// (each regex's top-level alternatives and the words each cannot match without, as a fresh regexpp parse gives them),
// so that no process parses them again (round vfirst: ~110–130 ms CPU of every fresh process's first detections).
// The regexes are those asked of regex-gate.ts once cues.ts is loaded and genericVenue's tail readers' gate is built
// (and one detection has run). Rerun after changing a gated regex, COMMON or branchNeeds (regex-needs.test.ts fails
// until then; a regex missing from the table is parsed as before, only slower):
//   node --import tsx scripts/build-regex-needs.ts [--check]   (--check: exit 1 when the file is not what it would write)
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { askedNeeds, freshNeeds, REGEX_NEEDS_FILE, REGEX_NEEDS_FORMAT } from '../src/venues/regex-gate.ts';
import { tailReaders } from '../src/venues/generic-venue.ts';
import { detectVenues } from '../src/venues/detect.ts';

const OUT = fileURLToPath(REGEX_NEEDS_FILE);

/** The table's text as the build writes it: every regex gated once the detector has loaded and run, by key. */
export function regexNeedsText(): { text: string; count: number } {
  tailReaders();
  detectVenues({ id: '2501.00001', comments: 'Accepted at the Workshop on Made-up Things (MUT 2025), co-located with NeurIPS 2025', journalRef: null });
  const entries: [string, string[], (string[] | null)[]][] = [];
  for (const { key, source, flags, classes } of askedNeeds().sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    let parsed;
    try { parsed = freshNeeds(source, flags, classes); } catch { continue; } // run as it is: nothing to ship
    entries.push([key, parsed.alternatives, parsed.needs]);
  }
  const text = `{"format":${REGEX_NEEDS_FORMAT},"entries":[\n${entries.map((e) => JSON.stringify(e)).join(',\n')}\n]}\n`;
  return { text, count: entries.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { text, count } = regexNeedsText();
  if (process.argv.includes('--check')) {
    const same = fs.existsSync(OUT) && fs.readFileSync(OUT, 'utf8') === text;
    console.log(same ? 'regex-needs.json is current' : 'regex-needs.json differs: rerun scripts/build-regex-needs.ts');
    process.exit(same ? 0 : 1);
  }
  fs.writeFileSync(OUT, text);
  console.log(`regex-needs.json: ${count} regexes, ${text.length} bytes`);
}
