// Prints {"bench":"venues-readers",...}: how many of the detector's functions one warm pass runs per comment string, and
// how often each finds nothing — what a conservative pre-scan could skip (docs/venues.md, round `vfast`).
// Reads the compiled detector (dist/venues, so run `node scripts/build.js` first): copies it to a temporary folder and
// wraps every top-level named function of each module (esbuild writes them unindented, `function name(`) in a counter
// of its calls and of the calls that return null, undefined, false or an empty list; arrow functions, generators and
// regex executions are not counted. Input: every non-null `comments` of the shared snapshot (bench/venues-base.ts),
// one warm pass, then one counted pass. `--top=N` (default 40): the functions printed, most calls first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repo, snapshotComments, type Detect } from './venues-base.ts';

const top = Number(process.argv.find((a) => a.startsWith('--top='))?.slice(6) ?? 40);
const built = path.join(repo, 'dist/venues');
if (!fs.existsSync(path.join(built, 'detect.js'))) {
  console.error(`paperboard: ${built}/detect.js is missing; run node scripts/build.js first`);
  process.exit(2);
}

type Counts = Record<string, [calls: number, nothing: number]>;
const counts: Counts = {};
(globalThis as { __venueReaderCounts?: Counts }).__venueReaderCounts = counts;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-venue-readers-'));
fs.mkdirSync(path.join(dir, 'dist'));
fs.cpSync(built, path.join(dir, 'dist/venues'), { recursive: true });
// The modules the detector imports from the rest of dist/ (lazy.js, institutions/, …), as they are.
for (const entry of fs.readdirSync(path.join(repo, 'dist'))) if (entry !== 'venues') fs.symlinkSync(path.join(repo, 'dist', entry), path.join(dir, 'dist', entry));
// The catalogue is read from ../../data/venues beside dist/venues, packages from node_modules.
fs.mkdirSync(path.join(dir, 'data'));
fs.symlinkSync(path.join(repo, 'data/venues'), path.join(dir, 'data/venues'));
fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
for (const file of fs.readdirSync(path.join(dir, 'dist/venues')).filter((f) => f.endsWith('.js'))) {
  const at = path.join(dir, 'dist/venues', file);
  const mod = file.slice(0, -3);
  const names: string[] = [];
  const src = fs.readFileSync(at, 'utf8').replace(/^function (\w+)\(/gm, (_, name: string) => {
    names.push(name);
    return `function ${name}__counted(`;
  });
  const wrappers = names.map((n) => `function ${n}(...a) { const r = ${n}__counted(...a); const c = (globalThis.__venueReaderCounts['${mod}.${n}'] ??= [0, 0]); c[0]++;`
    + ' if (r === null || r === undefined || r === false || (Array.isArray(r) && r.length === 0)) c[1]++; return r; }');
  fs.writeFileSync(at, `${src}\n${wrappers.join('\n')}\n`);
}

const detect = ((await import(pathToFileURL(path.join(dir, 'dist/venues/detect.js')).href)) as { detectVenues: Detect }).detectVenues;
const records = snapshotComments();
for (const r of records) detect({ id: r.id, comments: r.comments, journalRef: null });
for (const k of Object.keys(counts)) delete counts[k];
let withVenue = 0;
for (const r of records) if (detect({ id: r.id, comments: r.comments, journalRef: null }).length) withVenue++;
fs.rmSync(dir, { recursive: true, force: true });

const n = records.length;
const rows = Object.entries(counts).sort((a, b) => b[1][0] - a[1][0]);
const calls = rows.reduce((s, [, [c]]) => s + c, 0);
console.log(JSON.stringify({
  bench: 'venues-readers', strings: n, strings_with_venue: withVenue, calls_per_string: +(calls / n).toFixed(1), functions_called: rows.length,
  top: rows.slice(0, top).map(([name, [c, none]]) => ({ name, per_string: +(c / n).toFixed(2), nothing: +(none / c).toFixed(3) })),
}));
