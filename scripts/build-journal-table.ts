// Writes data/venues/journal-table.json.gz: the JabRef name table and its indexes (src/venues/catalogue-file.ts
// buildJournalTables) built from data/venues/journal-abbreviations.json.gz, with that file's SHA-256, so that a process
// reads them on its first journal name instead of building them (~0.5 s of CPU in each process and thread). A table
// whose hash is not the shipped pairs' is never read (the pairs are built from then), and journal-table.test.ts fails
// until this is run again. scripts/build-venue-catalogue.ts runs it after writing the pairs.
// Usage: node --import tsx scripts/build-journal-table.ts
import fs from 'node:fs';
import path from 'node:path';
import { buildJournalTables, journalTableFile, readJournalPairs } from '../src/venues/catalogue-file.ts';

export function writeJournalTable(dir: string): { keys: number; bytes: number } {
  const pairsFile = path.join(dir, 'journal-abbreviations.json.gz');
  const tables = buildJournalTables(readJournalPairs(pairsFile));
  const file = journalTableFile(tables, pairsFile);
  fs.writeFileSync(path.join(dir, 'journal-table.json.gz'), file);
  return { keys: tables.journals.size, bytes: file.length };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(writeJournalTable(path.resolve(import.meta.dirname, '../data/venues'))));
}
