// The detector of another commit, for bench/venues-identical.ts and bench/venues-regex-work.ts (and the snapshot's
// comments, for those and bench/venues.ts): `--compare=DIR` (a
// checkout) or `--base=REV` (default: git merge-base HEAD main, the commit this branch started from), extracted with
// git archive (src and data/venues) into a temporary folder once per commit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { detectVenues } from '../src/venues/detect.ts';
import { sharedDataDir } from '../scripts/shared-data.ts';

export type Detect = typeof detectVenues;
export const repo = path.resolve(import.meta.dirname, '..');

export function arg(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** A checkout of `rev`'s `paths` (git archive) in a temporary folder named after `name` and the commit, extracted once. */
export function checkoutOf(rev: string, name: string, paths: string[], probe: string): string {
  const sha = execFileSync('git', ['rev-parse', rev], { cwd: repo, encoding: 'utf8' }).trim();
  const dir = path.join(os.tmpdir(), `paperboard-${name}-base-${sha.slice(0, 12)}`);
  if (!fs.existsSync(path.join(dir, probe))) {
    fs.mkdirSync(dir, { recursive: true });
    const tar = execFileSync('git', ['archive', sha, ...paths], { cwd: repo, maxBuffer: 1 << 30 });
    execFileSync('tar', ['-x', '-C', dir], { input: tar });
  }
  // Its imports (fastest-levenshtein, opencc-js, …) resolve from this checkout's packages. The folder outlives the checkout
  // that extracted it (a removed worktree left a link to nothing), so a link that leads nowhere is made again.
  const modules = path.join(dir, 'node_modules');
  if (!fs.existsSync(modules)) {
    fs.rmSync(modules, { force: true });
    fs.symlinkSync(path.join(repo, 'node_modules'), modules);
  }
  return dir;
}

/** The commit to compare with, from the command line: `--base=REV`, else the commit this branch started from. */
export function baseRev(): string {
  return arg('base') ?? execFileSync('git', ['merge-base', 'HEAD', 'main'], { cwd: repo, encoding: 'utf8' }).trim();
}

/** The folder of the detector to compare with, from the command line. */
export function baseDir(): string {
  return arg('compare') ?? checkoutOf(baseRev(), 'venues', ['src', 'data/venues'], 'src/venues/detect.ts');
}

/** detectVenues of the checkout in `dir`. */
export async function detectorIn(dir: string): Promise<Detect> {
  return ((await import(pathToFileURL(path.resolve(dir, 'src/venues/detect.ts')).href)) as { detectVenues: Detect }).detectVenues;
}

/** Every non-null comment of the shared snapshot, with its record's id: the strings bench/venues.ts times. */
export function snapshotComments(): { id: string; comments: string }[] {
  const file = path.join(sharedDataDir([], 'arxiv/arxiv-snapshot-sample.jsonl'), 'arxiv/arxiv-snapshot-sample.jsonl');
  const records: { id: string; comments: string }[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as { id: string; comments: string | null };
    if (r.comments) records.push({ id: r.id, comments: r.comments });
  }
  return records;
}

/** One detector input per record of a JSON-lines file, and one with the comments alone when the record has both. */
export function recordInputs(file: string, from: string): { from: string; input: Parameters<Detect>[0] }[] {
  const inputs: { from: string; input: Parameters<Detect>[0] }[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as { id: string; comments?: string | null; 'journal-ref'?: string | null; journal_ref?: string | null };
    const comments = r.comments ?? null;
    const journalRef = r['journal-ref'] ?? r.journal_ref ?? null;
    inputs.push({ from, input: { id: r.id, comments, journalRef } });
    if (comments && journalRef) inputs.push({ from: `${from} (comments only)`, input: { id: r.id, comments, journalRef: null } });
  }
  return inputs;
}
