// Test fixtures: `make` cuts test/fixtures/ out of ../shared/data (the development data set); `check` tells whether
// the committed fixtures still agree with it. Tests read only test/fixtures/; this script is the one place that knows
// where each fixture came from and how it was cut (see test/fixtures/PROVENANCE.md).
//
//   node --import tsx scripts/fixtures.ts check [--shared DIR]
//   node --import tsx scripts/fixtures.ts make  [--shared DIR]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse as parseCsv } from 'csv-parse/sync';
import { sharedDataDir } from './shared-data.ts';
import { SNAPSHOT_SEGMENTS } from '../test/fixtures/arxiv/segments.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'test/fixtures');

/** Files copied unchanged: fixture path -> path under the shared data folder. */
function verbatim(shared: string): [string, string][] {
  const out: [string, string][] = [
    ['seed/000_5df7a598d31960f1.txt', 'seed/000_5df7a598d31960f1.txt'],
    ['seed/seed-papers.json', 'seed/seed-papers.json'],
    ['venues/labeled-dev.jsonl', 'venues/labeled-dev.jsonl'],
    ['arxiv/raw/oai-pmh/arxiv-oai-harvester/ListRecords_arXivRaw.xml', 'arxiv/raw/oai-pmh/arxiv-oai-harvester/ListRecords_arXivRaw.xml'],
    ['arxiv/raw/oai-pmh/arxivsync/ListRecords_arXivRaw_resumptionToken_496549-46001.xml', 'arxiv/raw/oai-pmh/arxivsync/ListRecords_arXivRaw_resumptionToken_496549-46001.xml'],
    ['arxiv/raw/oai-pmh/arxivsync/ListRecords_arXiv_resumptionToken_436115-4001.xml', 'arxiv/raw/oai-pmh/arxivsync/ListRecords_arXiv_resumptionToken_436115-4001.xml'],
  ];
  for (const dir of ['arxiv.py', 'arxiv.py-2016']) {
    for (const f of fs.readdirSync(path.join(shared, 'arxiv/raw/api-atom', dir))) out.push([`arxiv/raw/api-atom/${dir}/${f}`, `arxiv/raw/api-atom/${dir}/${f}`]);
  }
  // The labelled papers: every expected.json and source text; PDFs only for the papers the tests read.
  const pdfs = new Set(['1805.02262', '1911.02782', '2203.00274', '2302.07302', 'papermage']);
  const papers = path.join(shared, 'papers');
  for (const rel of walk(papers)) {
    if (rel.endsWith('.pdf') && !pdfs.has(rel.split('/')[1])) continue;
    out.push([`papers/${rel}`, `papers/${rel}`]);
  }
  return out;
}

function walk(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    return e.isDirectory() ? walk(path.join(dir, e.name), rel) : [rel];
  });
}

/** The snapshot lines the tests use (their original line numbers are kept in SNAPSHOT_SEGMENTS). */
function snapshotExcerpt(shared: string): Buffer {
  const lines = fs.readFileSync(path.join(shared, 'arxiv/arxiv-snapshot-sample.jsonl'), 'utf8').split('\n');
  const kept = SNAPSHOT_SEGMENTS.flatMap(([from, to]) => lines.slice(from - 1, to));
  return Buffer.from(kept.join('\n') + '\n');
}

/** Accepted lists have no licence: only small excerpts, chosen so every presentation the parser reads occurs. */
function listExcerpts(shared: string): [string, Buffer][] {
  const lists = path.join(shared, 'lists');
  const json = (file: string, keep: (e: { status: string }, i: number) => boolean) => {
    const all = JSON.parse(fs.readFileSync(path.join(lists, file), 'utf8')) as { status: string }[];
    return Buffer.from(JSON.stringify(all.filter(keep), null, 2) + '\n');
  };
  const rowsOf = (file: string, n: number, delimiter: string) => {
    const text = fs.readFileSync(path.join(lists, file), 'utf8');
    const recs = parseCsv(text, { delimiter, raw: true, relax_quotes: true, bom: true }) as unknown as { raw: string }[];
    return Buffer.from(recs.slice(0, n + 1).map((r) => r.raw.replace(/\r?\n$/, '')).join('\n') + '\n');
  };
  const iclr = 'iclr2026-alickzhu/iclr_paper';
  const orals = (e: { status: string }, i: number) => e.status !== 'Poster' || i < 188;
  return [
    ['lists/icml2025.json', json('icml2025.json', orals)],
    ['lists/cvpr2025.json', json('cvpr2025.json', (e, i) => i < 200)],
    [`lists/${iclr}/primary_area__learning theory.csv`, rowsOf(`${iclr}/primary_area__learning theory.csv`, 150, ',')],
    [`lists/${iclr}/primary_area__optimization.csv`, rowsOf(`${iclr}/primary_area__optimization.csv`, 150, ',')],
    ['lists/nips2025-bsantraigi/neurips_2025_full_analysis.tsv', rowsOf('nips2025-bsantraigi/neurips_2025_full_analysis.tsv', 200, '\t')],
  ];
}

/** Every fixture that comes from the shared folder, with its bytes as cut from there. */
function expectedFixtures(shared: string): [string, () => Buffer][] {
  return [
    ...verbatim(shared).map(([to, from]) => [to, () => fs.readFileSync(path.join(shared, from))] as [string, () => Buffer]),
    ['arxiv/snapshot-excerpt.jsonl.gz', () => snapshotExcerpt(shared)],
    ...listExcerpts(shared).map(([to, b]) => [to, () => b] as [string, () => Buffer]),
  ];
}

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
const fixtureBytes = (file: string) => {
  const b = fs.readFileSync(path.join(OUT, file));
  return file.endsWith('.gz') ? zlib.gunzipSync(b) : b;
};

function main(): void {
  const [cmd = 'check', ...rest] = process.argv.slice(2);
  const shared = sharedDataDir(rest);
  const fixtures = expectedFixtures(shared);
  if (cmd === 'make') {
    for (const [file, bytes] of fixtures) {
      const dest = path.join(OUT, file);
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      fs.writeFileSync(dest, file.endsWith('.gz') ? zlib.gzipSync(bytes(), { level: 9 }) : bytes());
    }
    console.log(JSON.stringify({ made: fixtures.length, into: path.relative(ROOT, OUT) }));
    return;
  }
  if (cmd !== 'check') throw new Error(`unknown command "${cmd}" (make | check)`);
  const differ = fixtures.filter(([file, bytes]) => !fs.existsSync(path.join(OUT, file)) || sha(fixtureBytes(file)) !== sha(bytes())).map(([f]) => f);
  console.log(JSON.stringify({ checked: fixtures.length, differ }));
  if (differ.length) process.exitCode = 1;
}

main();
