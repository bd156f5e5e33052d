import fs from 'node:fs';
import { tailReaders } from './generic-venue.ts';

/**
 * The check every reader gate must pass: a gate may skip a reader only where that reader, run anyway, reads nothing.
 * Runs each of genericVenue's gated tail readers (generic-venue.ts TAIL_READERS: a reader and the regexes of which one
 * must match for it to read anything, `readerGate` in regex-gate.ts) ungated on every text given, with and without a
 * posting month, and lists each reading the gate would have skipped. Used by reader-gates.test.ts (the development
 * sets kept in the repository) and bench/venues-gates.ts (every input of bench/venues-identical.ts).
 */
export interface GateCheck {
  texts: number;
  /** Reader runs the gate skips / lets through / of those, the ones that read something. */
  skipped: number;
  run: number;
  read: number;
  drops: { reader: number; text: string; posted: boolean }[];
}

const POSTED = [null, { year: 2025, month: 6 }] as const;

export function checkTailGate(texts: Iterable<string>): GateCheck {
  const { readers, gate } = tailReaders();
  const out: GateCheck = { texts: 0, skipped: 0, run: 0, read: 0, drops: [] };
  for (const text of texts) {
    out.texts++;
    // A copy: a reader may read a clause through genericVenue itself, which reuses the gate's flags.
    const may = gate(text).slice();
    for (let k = 0; k < readers.length; k++) {
      for (const posted of POSTED) {
        const e = readers[k].read(text, posted);
        if (may[k]) { out.run++; if (e) out.read++; continue; }
        out.skipped++;
        if (e) out.drops.push({ reader: k, text, posted: posted !== null });
      }
    }
  }
  return out;
}

/** A comment or journal-ref with its clauses (split at ". ", ";" and ","), each trimmed and as the clause loop opens it. */
export function textsOf(s: string, out: Set<string>): void {
  out.add(s);
  for (const part of s.split(/(?<=[.;,])\s+|;/)) {
    out.add(part);
    out.add(part.trimStart());
  }
}

/** textsOf every comment and journal-ref of a JSON-lines file of arXiv records (or labelled records). */
export function textsOfFile(file: string, out: Set<string>): void {
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as { comments?: string | null; 'journal-ref'?: string | null; journal_ref?: string | null };
    for (const s of [r.comments, r['journal-ref'] ?? r.journal_ref]) if (s) textsOf(s, out);
  }
}
