import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTailGate, textsOfFile } from './reader-gates.ts';

/** Every comment and journal-ref of the labelled development sets kept in the repository, and their clauses. */
function texts(): Set<string> {
  const dir = path.join(import.meta.dirname, '../../test/fixtures/venues');
  const out = new Set<string>();
  for (const f of fs.readdirSync(dir).filter((name) => /^labeled-dev.*\.jsonl$/.test(name))) textsOfFile(path.join(dir, f), out);
  return out;
}

describe("genericVenue's reader gate", () => {
  it('skips a reader only where, run anyway, it reads nothing (every text of the development sets)', () => {
    const check = checkTailGate(texts());
    expect(check.drops).toEqual([]);
    // It skips most runs, and lets through readers that do read.
    expect(check.texts).toBeGreaterThan(5000);
    expect(check.skipped).toBeGreaterThan(check.run);
    expect(check.read).toBeGreaterThan(100);
  });
});
