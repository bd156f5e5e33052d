import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** The shared real data folder (../shared/data relative to the repo). */
export const SHARED = path.resolve(import.meta.dirname, '../../../shared/data');
/** The 28,248-record arXiv snapshot sample. */
export const SNAPSHOT = path.join(SHARED, 'arxiv/arxiv-snapshot-sample.jsonl');

/** Lines of the snapshot sample whose 1-based numbers are in [from, to]. */
export function snapshotLines(from: number, to: number): string[] {
  return fs.readFileSync(SNAPSHOT, 'utf8').split('\n').slice(from - 1, to);
}

/** Writes lines to a fresh temp file (gzipped when the name ends in .gz) and returns its path. */
export function tempFile(name: string, lines: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-data-'));
  const file = path.join(dir, name);
  const body = lines.join('\n') + '\n';
  fs.writeFileSync(file, name.endsWith('.gz') ? zlib.gzipSync(body) : body);
  return file;
}
