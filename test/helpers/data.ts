import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SNAPSHOT_SEGMENTS } from '../fixtures/arxiv/segments.ts';

/** The test fixtures folder inside the repository (cut from the development data set by scripts/fixtures.ts; see its PROVENANCE.md). */
export const FIXTURES = path.resolve(import.meta.dirname, '../fixtures');

let snapshot: string[] | null = null;
/** The snapshot excerpt's lines, in the order of SNAPSHOT_SEGMENTS. */
function excerptLines(): string[] {
  snapshot ??= zlib.gunzipSync(fs.readFileSync(path.join(FIXTURES, 'arxiv/snapshot-excerpt.jsonl.gz'))).toString('utf8').split('\n').filter(Boolean);
  return snapshot;
}

/** Every line of the snapshot excerpt (real arXiv records; the first 10,000 lines of the development snapshot and two later runs). */
export function snapshotText(): string[] {
  return excerptLines();
}

/** Lines of the development snapshot whose original 1-based numbers are in [from, to]; the range must lie inside one kept segment. */
export function snapshotLines(from: number, to: number): string[] {
  let offset = 0;
  for (const [a, b] of SNAPSHOT_SEGMENTS) {
    if (from >= a && to <= b) return excerptLines().slice(offset + from - a, offset + to - a + 1);
    offset += b - a + 1;
  }
  throw new Error(`snapshot lines ${from}-${to} are not in the test excerpt (kept: ${SNAPSHOT_SEGMENTS.map(([a, b]) => `${a}-${b}`).join(', ')}); widen SNAPSHOT_SEGMENTS and run scripts/fixtures.ts make`);
}

/** Writes lines to a fresh temp file (gzipped when the name ends in .gz) and returns its path. */
export function tempFile(name: string, lines: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-data-'));
  const file = path.join(dir, name);
  const body = lines.join('\n') + '\n';
  fs.writeFileSync(file, name.endsWith('.gz') ? zlib.gzipSync(body) : body);
  return file;
}

/**
 * Snapshot-layout lines for papers known only by id and comments (posted 4 May 2026, one author each), titled
 * `${title} ${i}`: for tests whose papers are written in the test itself.
 */
export function commentRecords(papers: [string, string][], title: string, category = 'cs.LG'): string[] {
  return papers.map(([id, comments], i) => JSON.stringify({
    id, submitter: null, authors: `Author ${i}`, title: `${title} ${i}`, comments, 'journal-ref': null, doi: null, 'report-no': null,
    categories: category, license: null, abstract: `We study ${title.toLowerCase()}.`, versions: [{ version: 'v1', created: 'Mon, 4 May 2026 10:00:00 GMT' }],
    update_date: '2026-05-04', authors_parsed: [['Author', String(i), '']],
  }));
}
