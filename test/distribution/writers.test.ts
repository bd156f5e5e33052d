import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { bibtexEntry, booktitle, citationKey } from '../../src/exports/bibtex.ts';
import { latexEscape, protectCase } from '../../src/exports/latex-escape.ts';
import { csvWriter, CSV_COLUMNS } from '../../src/exports/csv.ts';
import { renderExport, writerFor, FORMATS } from '../../src/exports/writer.ts';
import { seedRecords } from './seed.ts';

const meta = { title: 'ICML 2026', source: '/venues/icml-2026', generatedAt: '2026-07-01T00:00:00Z' };
async function text(format: (typeof FORMATS)[number], recs = seedRecords()): Promise<string> {
  let s = '';
  for await (const c of renderExport(recs, writerFor(format, meta))) s += c;
  return s;
}

describe('BibTeX', () => {
  it('escapes LaTeX specials outside math, keeps math and commands, turns accents into commands', () => {
    expect(latexEscape('Q&A for 100% of #tags with snake_case ~ ^')).toBe('Q\\&A for 100\\% of \\#tags with snake\\_case \\textasciitilde{} \\textasciicircum{}');
    expect(latexEscape('Bounds of $O(n^2_k)$ and \\& kept')).toBe('Bounds of $O(n^2_k)$ and \\& kept');
    expect(latexEscape('Lenka Zdeborová, Cédric, Łojek, Miłoś, Müller, Straße, naïve')).toBe("Lenka Zdeborov{\\'a}, C{\\'e}dric, {\\L}ojek, Mi{\\l}o{\\'s}, M{\\\"u}ller, Stra{\\ss}e, na{\\\"{\\i}}ve");
    expect(latexEscape('unbalanced } brace { here')).toBe('unbalanced \\textbraceright{} brace \\textbraceleft{} here');
    expect(latexEscape('中文 — dash')).toBe('中文 --- dash');
    expect(protectCase('BESplit: Bias-Compensated KV Cache for LLMs')).toBe('{BESplit}: Bias-Compensated {KV} Cache for {LLMs}');
  });
  it('makes stable, unique keys from author, year, title word and arXiv id', () => {
    const r = seedRecords()[0];
    expect(citationKey(r)).toBe('xie2026besplit_2605.10000');
    expect(citationKey({ ...r, authors: ['Ludwig van der Waals'], title: 'On the Theory', id: 'hep-th/9901001' })).toBe('vanderwaals2026theory_hep-th.9901001');
  });
  it('writes @inproceedings with booktitle for accepted conference papers, @misc with eprint otherwise', () => {
    const [r] = seedRecords();
    const e = bibtexEntry(r);
    expect(e).toMatch(/^@inproceedings\{xie2026besplit_2605\.10000,\n/);
    expect(e).toContain('booktitle     = {Proceedings of the 43rd International Conference on Machine Learning (ICML 2026)}');
    expect(e).toContain('eprint        = {2605.10000}');
    expect(e).toContain('archivePrefix = {arXiv}');
    const misc = bibtexEntry({ ...r, venues: [{ ...r.venues[0], status: 'submitted' }] });
    expect(misc).toMatch(/^@misc\{/);
    expect(misc).not.toContain('booktitle');
    expect(booktitle({ ...r.venues[0], track: 'workshop', workshop: 'AI for Math' })).toBe('AI for Math Workshop at ICML 2026');
    const braces = (s: string) => [...s].reduce((d, ch) => (d < 0 ? d : d + (ch === '{' ? 1 : ch === '}' ? -1 : 0)), 0);
    for (const rec of seedRecords()) expect(braces(bibtexEntry(rec))).toBe(0);
  });
});

describe('CSV, JSON and Markdown', () => {
  it('CSV has every column and round-trips through a CSV parser (quotes, commas, newlines, Chinese)', async () => {
    const recs = seedRecords();
    recs[0] = { ...recs[0], comments: 'has "quotes", commas\nand a newline', abstract: '=cmd()' };
    const rows = parse(await text('csv', recs), { bom: true, columns: true }) as Record<string, string>[];
    expect(Object.keys(rows[0])).toEqual(CSV_COLUMNS.map((c) => c.name));
    expect(rows).toHaveLength(13);
    expect(rows[0].comments).toBe('has "quotes", commas\nand a newline');
    expect(rows[0].abstract).toBe("'=cmd()");
    expect(rows[0].title_zh).toBe(recs[0].title_zh);
    expect(rows[0].institutions).toContain('Shanghai University of Finance（上海财经大学）');
    expect(csvWriter().begin().startsWith('\uFEFF')).toBe(true);
  });
  it('JSON holds every record field', async () => {
    const doc = JSON.parse(await text('json'));
    expect(doc.title).toBe('ICML 2026');
    expect(doc.papers).toHaveLength(13);
    expect(doc.papers[0]).toEqual(seedRecords()[0]);
  });
  it('Markdown links each title and keeps Chinese fields', async () => {
    const md = await text('markdown');
    expect(md).toContain('### [BESplit: Bias-Compensated Split Federated Learning with Evidential Aggregation](https://arxiv.org/abs/2605.10000)');
    expect(md).toContain('**BESplit: 偏差补偿分割联邦学习与证据聚合**');
    expect(md).toContain('- AI总结: 本文提出BESplit框架');
  });
});
