import fs from 'node:fs';
import path from 'node:path';
import type { Store } from '../../src/store/connection.ts';
import { papersOfEdition } from '../../src/papers/queries.ts';
import { setPaperAffiliations } from '../../src/institutions/affiliation-store.ts';
import type { PaperAffiliations } from '../../src/institutions/extract.ts';
import { matchAffiliation } from '../../src/institutions/match.ts';
import { loadRegistry } from '../../src/institutions/registry.ts';
import { FIXTURES } from '../helpers/data.ts';

interface Expected {
  format: 'pdf' | 'latex' | 'html';
  affiliations: { id: string; text: string }[];
  authors: { name: string; affiliation_ids: string[] }[];
}

/** The reference page's failures, as real full strings (issue 6), as two papers' authors. */
const ISSUE_PAPERS: [string, string[]][][] = [
  [['Yuhan Xie', ['MoE Key Laboratory of Interdisciplinary Research of Computation and Economics, Shanghai University of Finance and Economics']],
    ['Chen Lyu', ['Shanghai University of Finance and Economics']], ['Jingrong Huang', ['Department of Computer Science and Engineering, Shanghai Jiao Tong University']]],
  [['A. Author', ['School of Electronic Information and Communications, Huazhong University of Science \\& Technology, China']],
    ['B. Author', ['Boston University, Departments of Computer Science']], ['C. Author', ["Huawei Noah's Ark Lab, Paris, France", 'Shanghai Jiao Tong University']]],
];

/** The shared labelled papers' authors with affiliation texts as printed, in a stable order. */
export function labelledAuthorLists(): { source: PaperAffiliations['source']; authors: [string, string[]][] }[] {
  const dir = path.join(FIXTURES, 'papers');
  const files = ['html', 'latex', 'pdf'].flatMap((f) => fs.readdirSync(path.join(dir, f)).map((d) => path.join(dir, f, d, 'expected.json'))).filter((f) => fs.existsSync(f)).sort();
  return files.map((f) => {
    const e = JSON.parse(fs.readFileSync(f, 'utf8')) as Expected;
    const text = new Map(e.affiliations.map((a) => [a.id, a.text]));
    return { source: e.format, authors: e.authors.map((a) => [a.name, a.affiliation_ids.map((id) => text.get(id)).filter((t): t is string => Boolean(t))] as [string, string[]]) };
  });
}

/** Gives the first papers of an edition (by id) real affiliations, resolved by the real matcher; returns the paper ids used, in order. */
export async function seedInstitutions(store: Store, edition = 'icml-2025'): Promise<string[]> {
  const reg = loadRegistry();
  const lists = [...ISSUE_PAPERS.map((authors) => ({ source: 'latex' as const, authors })), ...labelledAuthorLists()];
  const papers = (await papersOfEdition(store, edition, 1, 1000)).items.sort((a, b) => a.id.localeCompare(b.id)).slice(0, lists.length);
  for (const [i, p] of papers.entries()) {
    const l = lists[i];
    const result: PaperAffiliations = { source: l.source, authors: l.authors.map(([name, texts]) => ({ name, affiliations: texts.map((t) => ({ text: t, institutions: matchAffiliation(t, {}, reg) })) })) };
    await setPaperAffiliations(store, p.id, p.version, result);
  }
  return papers.map((p) => p.id);
}
