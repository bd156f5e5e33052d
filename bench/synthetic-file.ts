// K synthetic copies of an arXiv snapshot file for benchmarks that need a large store (bench:import, bench:redetect, bench:load).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

/** How to cut a synthetic file: at most `records` lines; `firstSynthetic` shifts the synthetic ids; `keepReal: false` shifts copy 0 too. */
export interface SyntheticOptions {
  records?: number;
  firstSynthetic?: number;
  keepReal?: boolean;
  dir?: string;
}

/**
 * Writes K copies of the sample (a temp file; the sample itself when K <= 1 and nothing is cut or shifted) with ids
 * shifted into a synthetic range (copy 0 keeps the real ids unless `keepReal` is false).
 */
export async function syntheticFile(sample: string, k: number, opts: SyntheticOptions = {}): Promise<string> {
  const keepReal = opts.keepReal ?? true;
  if (k <= 1 && keepReal && opts.records === undefined) return sample;
  const out = path.join(opts.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pb-bench-')), `x${k}-${opts.firstSynthetic ?? 0}.jsonl`);
  const w = fs.createWriteStream(out);
  let g = opts.firstSynthetic ?? 0;
  let written = 0;
  const limit = opts.records ?? Infinity;
  copies: for (let c = 0; c < k; c++) {
    for await (const line of readline.createInterface({ input: fs.createReadStream(sample) })) {
      if (!line) continue;
      if (written >= limit) break copies;
      written++;
      if (c === 0 && keepReal) { w.write(`${line}\n`); continue; }
      const id = syntheticId(g);
      g++;
      if (!w.write(line.replace(/^\{"id":"[^"]+"/, `{"id":"${id}"`) + '\n')) await new Promise<void>((r) => w.once('drain', () => r()));
    }
  }
  await new Promise<void>((r) => w.end(() => r()));
  return out;
}


/** The n-th synthetic arXiv id (2090-01 on, 99,999 a month): well formed, so the importer accepts it as arXiv would. */
export function syntheticId(n: number): string {
  const block = Math.floor(n / 99999);
  return `${90 + Math.floor(block / 12)}${String((block % 12) + 1).padStart(2, '0')}.${String((n % 99999) + 1).padStart(5, '0')}`;
}
