import fs from 'node:fs';
import { pdfFirstPageLines, linesFrontMatter } from '../src/institutions/pdf-front-matter.ts';
import { lineText } from '../src/institutions/pdf-layout.ts';
const f = process.argv[2];
const { lines, height } = await pdfFirstPageLines(new Uint8Array(fs.readFileSync(f)));
for (const l of lines) console.log(l.y.toFixed(1).padStart(6), l.size.toFixed(1).padStart(5), lineText(l).slice(0, 150));
console.log(JSON.stringify(linesFrontMatter(lines, height), null, 0));
