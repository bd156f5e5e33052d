import fs from 'node:fs';
import { latexFrontMatter } from '../src/institutions/latex-front-matter.ts';
console.log(JSON.stringify(latexFrontMatter(fs.readFileSync(process.argv[2], 'utf8')).map((a) => [a.name, a.affiliations])));
