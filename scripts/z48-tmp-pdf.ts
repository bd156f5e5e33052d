import fs from 'node:fs';
import { pdfFrontMatter } from '../src/institutions/pdf-front-matter.ts';
const f = process.argv[2];
const got = await pdfFrontMatter(new Uint8Array(fs.readFileSync(f)));
console.log(JSON.stringify(got.map((a) => [a.name, a.affiliations]), null, 1));
