import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildJournalTables, journalTableFile, readJournalPairs, readJournalTable, type JournalTables } from './catalogue-file.ts';

// data/venues/journal-table.json.gz (scripts/build-journal-table.ts): the JabRef tables built ahead, read on a process's
// first journal name instead of built from the pairs (round vspeed2 of 2026-12-06).
const DIR = path.resolve(import.meta.dirname, '../../data/venues');
const PAIRS = path.join(DIR, 'journal-abbreviations.json.gz');
const TABLE = path.join(DIR, 'journal-table.json.gz');

/** Everything the readers of the tables see, in order. */
function contents(t: JournalTables) {
  const j = t.journals;
  const keys = [...j.keys()];
  return {
    size: j.size, keys, abbreviations: j.abbreviations(),
    perKey: keys.map((k, i) => [j.get(k), j.isPhysical(k), j.abbrNumberAt(i), j.isPhysicalAt(i), j.keyLength(i), j.keyHead(i, 4)]),
    parts: j.parts(), physicalByInitials: [...t.physicalByInitials], journalInitials: [...t.journalInitialSet], ieee: [...t.ieee], ieeeNames: [...t.ieeeNames],
  };
}

describe('journal-table.json.gz', () => {
  const built = buildJournalTables(readJournalPairs(PAIRS));

  it('was built from the shipped pairs (rebuild it with scripts/build-journal-table.ts when they change)', () => {
    expect(readJournalTable(TABLE, PAIRS)).not.toBeNull();
  });

  it('holds the tables the pairs build, in the same order', () => {
    const read = readJournalTable(TABLE, PAIRS)!;
    expect(contents(read)).toEqual(contents(built));
    // Found through its own hash slots: every key, and no key with a letter more.
    const keys = [...built.journals.keys()];
    expect(keys.every((k) => read.journals.get(k) === built.journals.get(k))).toBe(true);
    expect(keys.slice(0, 2000).some((k) => read.journals.has(`${k}x`) !== built.journals.has(`${k}x`))).toBe(false);
  });

  it('is not read when built from other pairs, of another format, or unreadable', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-journal-table-'));
    try {
      const other = path.join(dir, 'pairs.json.gz');
      const pairs: [string, string, 1?][] = [['Physical Review Letters', 'Phys. Rev. Lett.', 1], ['Annals of Mathematics', 'Ann. Math.']];
      fs.writeFileSync(other, zlib.gzipSync(JSON.stringify({ format: 2, pairs })));
      expect(readJournalTable(TABLE, other)).toBeNull();
      // Its own table is read, and is what the pairs build.
      const own = path.join(dir, 'table.json.gz');
      fs.writeFileSync(own, journalTableFile(buildJournalTables(pairs), other));
      expect(contents(readJournalTable(own, other)!)).toEqual(contents(buildJournalTables(pairs)));
      const data = JSON.parse(zlib.gunzipSync(fs.readFileSync(own)).toString('utf8'));
      fs.writeFileSync(own, zlib.gzipSync(JSON.stringify({ ...data, format: data.format + 1 })));
      expect(readJournalTable(own, other)).toBeNull();
      fs.writeFileSync(own, 'not gzip');
      expect(readJournalTable(own, other)).toBeNull();
      expect(readJournalTable(path.join(dir, 'missing.json.gz'), other)).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
