// The labelled affiliation cases as the evaluation scripts read them (eval-affiliations.ts, list-kept-names.ts): the folders
// holding an expected.json under a root, and the input file each case's format names.
import fs from 'node:fs';
import path from 'node:path';

/** Every folder under `root` with an expected.json, sorted ([] when the root is absent). */
export function expectedDirs(root: string): string[] {
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith('expected.json')).map((f) => path.join(root, path.dirname(f))).sort();
}

/** The file a case is read from: paper.pdf, index.html, or its .tex (a LaTeX case with only LaTeXML's page reads that). */
export function inputFile(dir: string, exp: { format: string; files?: { tex?: string } }): string | null {
  const files = fs.readdirSync(dir);
  if (exp.format === 'pdf') return files.includes('paper.pdf') ? path.join(dir, 'paper.pdf') : null;
  if (exp.format === 'html') return files.includes('index.html') ? path.join(dir, 'index.html') : null;
  const tex = exp.files?.tex ?? files.find((f) => f.endsWith('.tex') && !/abstract/.test(f));
  if (exp.format === 'latex' && !tex && files.includes('index.html')) return path.join(dir, 'index.html');
  return tex ? path.join(dir, tex) : null;
}
