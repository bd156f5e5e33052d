import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { extractFile } from './extract.ts';
import { fetchPaperAffiliations } from './fetch-front-matter.ts';
import { latexFrontMatter } from './latex-front-matter.ts';

const papers = path.resolve(import.meta.dirname, '../../test/fixtures/papers');
const person = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');

/** Author -> ROR pairs of one paper as expected and as extracted. */
async function pairs(dir: string, file: string) {
  const exp = JSON.parse(fs.readFileSync(path.join(papers, dir, 'expected.json'), 'utf8'));
  const affs = new Map(exp.affiliations.map((a: any) => [a.id, a]));
  const want = new Set<string>();
  for (const a of exp.authors) for (const id of a.affiliation_ids) for (const i of (affs.get(id) as any).institutions) if (i.ror_id) want.add(`${person(a.name)}@${i.ror_id.slice(-9)}`);
  const got = await extractFile(path.join(papers, dir, file));
  const have = new Set(got.authors.flatMap((a) => a.affiliations.flatMap((f) => f.institutions.filter((i) => i.ror).map((i) => `${person(a.name)}@${i.ror}`))));
  return { want, have, names: got.authors.map((a) => a.name), expNames: exp.authors.map((a: any) => a.name) };
}

describe('front matter from real papers (author -> institution pairs)', () => {
  const cases: [string, string][] = [
    ['latex/sieo-icml2019-stanford', 'example_paper.frontmatter.tex'],
    ['latex/1703.01030', 'example_paper.frontmatter.tex'],
    ['latex/1705.09912', 'egpaper_final.frontmatter.tex'],
    ['latex/1708.00137', 'main.tex'],
    ['latex/2304.14108', 'main.frontmatter.tex'],
    ['latex/2004.14974', 'emnlp2020.tex'],
    ['latex/2206.05262', 'meta-ot.frontmatter.tex'],
    ['latex/value-profiles-emnlp', 'acl_latex.frontmatter.tex'],
    ['latex/propositional-logic-mi-pku', 'acl_latex.frontmatter.tex'],
    ['latex/1506.08438-ieee', 'main.frontmatter.tex'],
    ['html/1708.00137', 'index.html'],
    ['html/latexml-generated/2206.05262', 'index.html'],
    ['pdf/1911.02782', 'paper.pdf'],
    ['pdf/1805.02262', 'paper.pdf'],
    ['pdf/2302.07302', 'paper.pdf'],
    ['pdf/papermage', 'paper.pdf'],
    ['pdf/2203.00274', 'paper.pdf'],
    ['html/latexml-generated/2304.14108', 'index.html'],
    ['html/latexml-generated/1506.08438-ieee', 'index.html'],
    ['html/1707.08043', 'index.html'],
  ];
  for (const [dir, file] of cases) {
    it(dir, async () => {
      const { want, have, names, expNames } = await pairs(dir, file);
      expect(names.map(person)).toEqual(expNames.map(person));
      expect([...want].filter((w) => !have.has(w))).toEqual([]);
    });
  }
  it('ignores commented-out blocks, inactive \\if branches and template placeholders', () => {
    const tex = fs.readFileSync(path.join(papers, 'latex/patches-neurips2020-draft/neurips_2020.frontmatter.tex'), 'utf8');
    const names = latexFrontMatter(tex).map((a) => a.name);
    expect(names).toEqual(['Edouard Oyallon']);
    const pku = latexFrontMatter(fs.readFileSync(path.join(papers, 'latex/propositional-logic-mi-pku/acl_latex.frontmatter.tex'), 'utf8'));
    expect(pku.flatMap((a) => a.affiliations).join(' ')).not.toMatch(/Independent|PILLAR/);
  });
});

describe('fetchPaperAffiliations', () => {
  it('falls back from HTML without affiliations to the e-print tarball, through the injected fetcher', async () => {
    const tex = fs.readFileSync(path.join(papers, 'latex/sieo-icml2019-stanford/example_paper.frontmatter.tex'));
    const html = fs.readFileSync(path.join(papers, 'html/latexml-generated/2002.10816/index.html'));
    const server = http.createServer((req, res) => {
      if (req.url!.startsWith('/html/')) { res.setHeader('content-type', 'text/html'); res.end(html); return; }
      if (req.url!.startsWith('/e-print/')) { res.setHeader('content-type', 'application/x-eprint'); res.end(zlib.gzipSync(tex)); return; }
      res.statusCode = 404; res.end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const base = `http://127.0.0.1:${(server.address() as any).port}`;
    try {
      const r = await fetchPaperAffiliations('1906.00001v1', async (url) => {
        const res = await fetch(url);
        if (!res.ok) throw Object.assign(new Error(`HTTP ${res.status}`), { code: 'ARXIV_HTTP_STATUS' });
        return { bytes: new Uint8Array(await res.arrayBuffer()), contentType: res.headers.get('content-type') };
      }, base);
      expect(r.source).toBe('latex');
      expect(r.authors[0].affiliations[0].institutions[0].ror).toBe('00f54p054');
      expect(r.tried[0]).toMatch(/^html/);
    } finally { server.close(); }
  });

  it('notes a failed source cut at a word with "…", not mid-word', async () => {
    const long = `the e-print could not be read because ${'the archive resumes from the same place '.repeat(8)}end`;
    let r: Awaited<ReturnType<typeof fetchPaperAffiliations>> | null = null;
    let err: unknown = null;
    try {
      r = await fetchPaperAffiliations('1906.00001v1', async () => { throw Object.assign(new Error(long), { code: 'ARXIV_HTTP_STATUS' }); }, 'http://127.0.0.1:9');
    } catch (e) { err = e; }
    const tried = r?.tried ?? [String((err as Error).message)];
    const notes = tried.filter((t) => t.includes('ARXIV_HTTP_STATUS'));
    expect(notes.length).toBeGreaterThan(0);
    for (const t of notes) {
      expect(t.length).toBeLessThanOrEqual(200);
      expect(t.endsWith('…')).toBe(true);
      // the word before the ellipsis is whole
      expect(t.slice(0, -1).trimEnd().split(' ').pop()).toMatch(/^(?:the|archive|resumes|from|same|place)$/);
    }
  });
});
