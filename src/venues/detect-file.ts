import fs from 'node:fs';
import readline from 'node:readline';
import { detectVenues } from './detect.ts';

/** Error reading a records file for venue detection; names the file and line. */
export class DetectInputError extends Error {
  readonly code = 'VENUES_BAD_INPUT';
}

/**
 * Reads snapshot-layout JSONL (`id`, `comments`, `journal-ref` or `journal_ref`) and writes one line per record:
 * `{"id", "venues": [{venue, year, track, workshop, status, presentation}]}`. A bad line is reported and skipped.
 */
export async function detectFile(file: string, out: NodeJS.WritableStream, warn: (msg: string) => void): Promise<{ records: number; bad: number }> {
  if (!fs.existsSync(file)) throw new DetectInputError(`venues detect: input file not found: ${file}`);
  const rl = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let line = 0;
  let records = 0;
  let bad = 0;
  for await (const text of rl) {
    line++;
    // trim() also drops a byte-order mark (a file saved by a Windows editor starts with one) and a CRLF's CR
    const t = text.trim();
    if (!t) continue;
    let r: Record<string, unknown>;
    try { r = JSON.parse(t); } catch (err) {
      bad++;
      warn(`${file}:${line}: not JSON (${(err as Error).message}); skipped`);
      continue;
    }
    const id = String(r.id ?? '');
    const jr = text_(r['journal-ref'] ?? r.journal_ref, file, line, 'journal-ref', warn);
    const venues = detectVenues({ id, comments: text_(r.comments, file, line, 'comments', warn), journalRef: jr })
      .map(({ venue, year, track, workshop, status, presentation }) => ({ venue, year, track, workshop, status, presentation }));
    if (!out.write(`${JSON.stringify({ id: r.id ?? null, venues })}\n`)) await new Promise((ok) => out.once('drain', ok));
    records++;
  }
  return { records, bad };
}

/** A record's text field: a string as given, null when absent; any other JSON value is reported (file, line, field) and read as absent. */
function text_(v: unknown, file: string, line: number, field: string, warn: (msg: string) => void): string | null {
  if (v === undefined || v === null || typeof v === 'string') return v ?? null;
  warn(`${file}:${line}: field "${field}" is ${Array.isArray(v) ? 'an array' : typeof v}, not text; read as absent`);
  return null;
}
