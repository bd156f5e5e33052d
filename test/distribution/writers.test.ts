import { describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { bibtexEntry, booktitle, citationKey } from '../../src/exports/bibtex.ts';
import { latexEscape, protectCase } from '../../src/exports/latex-escape.ts';
import { csvWriter, CSV_COLUMNS } from '../../src/exports/csv.ts';
import { renderExport, writerFor, FORMATS } from '../../src/exports/writer.ts';
import { seedRecords } from './seed.ts';
import { risName, splitName } from '../../src/exports/person-name.ts';
import { plainText } from '../../src/exports/plain-text.ts';
import type { ListOnlyRecord } from '../../src/exports/list-only.ts';

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

describe('RIS and CSL-JSON', () => {
  const listOnly: ListOnlyRecord = {
    kind: 'list_only', entry_id: 7, edition: 'icml-2024', venue: 'ICML', year: 2024, title: 'Adversarial  Robustness\nof Flows', authors: ['Kenji Abe', 'Ana de la Cruz'],
    track: 'main', workshop: null, presentation: 'oral', state: 'list_only', official_id: 'v235/abe24a', openreview_id: null,
    url: 'https://proceedings.mlr.press/v235/abe24a.html', list: 'PMLR v235', list_url: 'https://proceedings.mlr.press/v235/', listed_at: '2026-01-01T00:00:00Z',
  };
  it('splits names as arXiv prints them: particles only in lower case, suffixes, and whole names for groups and unspaced scripts', () => {
    expect(splitName('Di Wu')).toEqual({ given: 'Di', particle: '', family: 'Wu', suffix: '' });
    expect(splitName('Katharina von der Wense')).toEqual({ given: 'Katharina', particle: 'von der', family: 'Wense', suffix: '' });
    expect(splitName('Roberto M. Cesar Jr.')).toEqual({ given: 'Roberto M.', particle: '', family: 'Cesar', suffix: 'Jr.' });
    for (const whole of ['The ATLAS Collaboration', '王小明', 'Aristotle']) expect(splitName(whole)).toEqual({ literal: whole });
    // CJK script puts the family name first, spaced or not: never split at the last space ("王 小明" is no Mr 小明)
    for (const whole of ['王 小明', '山田 太郎', '김 철수', '欧阳 娜娜']) expect(splitName(whole)).toEqual({ literal: whole });
    expect(['Katharina von der Wense', 'Roberto M. Cesar Jr.', 'Yuhan  Xie'].map((n) => risName(splitName(n)))).toEqual(['von der Wense, Katharina', 'Cesar, Roberto M., Jr.', 'Xie, Yuhan']);
  });
  it('writes RIS records with CRLF lines, the type by venue, the authors in order and the Chinese title; a preprint dated to its month', async () => {
    const recs = seedRecords();
    const ris = await text('ris', [recs[0], { ...recs[1], venues: [], submitted_at: '2026-05' }]);
    expect(ris.split('\r\n').every((l) => l === '' || /^[A-Z][A-Z0-9] {2}- /.test(l))).toBe(true);
    const [conf, pre] = ris.split('ER  - \r\n\r\n');
    expect(conf).toMatch(/^TY {2}- CONF\r\nID {2}- xie2026besplit_2605\.10000\r\nTI {2}- BESplit: /);
    expect(conf).toContain('TT  - BESplit: 偏差补偿分割联邦学习与证据聚合\r\nAU  - Xie, Yuhan\r\nAU  - Lyu, Chen\r\nAU  - Huang, Jingrong\r\n');
    expect(conf).toContain('T2  - International Conference on Machine Learning (ICML 2026)\r\nC3  - Proceedings of the 43rd International Conference on Machine Learning (ICML 2026)\r\nPY  - 2026\r\n');
    expect(pre).toMatch(/^TY {2}- UNPB\r\n/);
    expect(pre).toContain('PY  - 2026\r\nDA  - 2026/05//\r\n');
    expect(pre).toContain('AN  - arXiv:2605.10001\r\nPB  - arXiv\r\n');
    expect(pre).not.toContain('T2  -');
  });
  it('writes list-only papers too: the official page as URL, a note that says so, no arXiv id', async () => {
    let ris = '';
    let csl = '';
    for await (const c of renderExport([], writerFor('ris', meta), [listOnly])) ris += c;
    for await (const c of renderExport([], writerFor('csl-json', meta), [listOnly])) csl += c;
    expect(ris).toContain('TY  - CONF\r\nID  - abe2024adversarial_v235.abe24a\r\nTI  - Adversarial Robustness of Flows\r\nAU  - Abe, Kenji\r\nAU  - de la Cruz, Ana\r\n');
    expect(ris).toContain('UR  - https://proceedings.mlr.press/v235/abe24a.html\r\nN1  - Accepted paper (oral) on the official list PMLR v235; not found on arXiv (list-only)\r\nER  - ');
    expect(ris).not.toContain('AN  -');
    const [item] = JSON.parse(csl);
    expect(item).toEqual({
      id: 'abe2024adversarial_v235.abe24a', type: 'paper-conference', title: 'Adversarial Robustness of Flows',
      author: [{ family: 'Abe', given: 'Kenji' }, { family: 'Cruz', given: 'Ana', 'non-dropping-particle': 'de la' }],
      'container-title': 'Proceedings of the 41st International Conference on Machine Learning (ICML 2024)', event: 'International Conference on Machine Learning (ICML 2024)',
      issued: { 'date-parts': [[2024]] }, URL: 'https://proceedings.mlr.press/v235/abe24a.html', note: 'Accepted paper (oral) on the official list PMLR v235; not found on arXiv (list-only)',
    });
    expect(JSON.parse(await text('csl-json', []))).toEqual([]);
  });
  it('writes titles, abstracts and notes as a reference manager shows them: LaTeX text markup read, math as written', async () => {
    const [r] = seedRecords();
    const rec = { ...r, title: 'A\\textsuperscript{2}FM: \\textit{4DSurf} Dataset \\& Benchmark for \\$100 and $\\mathcal{O}(T)$ {BERT}',
      abstract: 'We gain 50\\% on Fr\\\'echet distance, \\textbf{\\emph{AdaQ}}; see \\href{https://x.org/a}{our page} and $\\{0,1\\}^n$.', comments: 'Code: \\url{https://github.com/a\\_b}' };
    const title = 'A²FM: 4DSurf Dataset & Benchmark for $100 and $\\mathcal{O}(T)$ BERT';
    const abstract = 'We gain 50% on Fréchet distance, AdaQ; see our page (https://x.org/a) and $\\{0,1\\}^n$.';
    const ris = await text('ris', [rec]);
    expect(ris).toContain(`TI  - ${title}\r\n`);
    expect(ris).toContain(`AB  - ${abstract}\r\n`);
    expect(ris).toContain('N1  - Code: https://github.com/a_b\r\n');
    const [item] = JSON.parse(await text('csl-json', [rec]));
    expect([item.title, item.abstract, item.note]).toEqual([title, abstract, 'Code: https://github.com/a_b']);
    // a command it does not read keeps its braces; ~ is text outside math
    expect(plainText('Top-$p$~\\cite{key} in ~1 hour')).toBe('Top-$p$~\\cite{key} in ~1 hour');
  });
  it('names a journal in full with its short name apart (RIS T2 / J2, CSL container-title / container-title-short)', async () => {
    const [r] = seedRecords();
    const rec = { ...r, venues: [{ ...r.venues[0], venue: 'TMLR', year: 2025, edition: null, status: 'published' }] };
    const ris = await text('ris', [rec]);
    expect(ris).toMatch(/^TY {2}- JOUR\r\n/);
    expect(ris).toContain('T2  - Transactions on Machine Learning Research\r\nJ2  - TMLR\r\nPY  - 2025\r\n');
    const [item] = JSON.parse(await text('csl-json', [rec]));
    expect(item).toMatchObject({ type: 'article-journal', 'container-title': 'Transactions on Machine Learning Research', 'container-title-short': 'TMLR' });
  });
  it('names a workshop once in its proceedings title', () => {
    const [r] = seedRecords();
    expect(booktitle({ ...r.venues[0], track: 'workshop', workshop: 'Generative Models for Robot Learning Workshop' })).toBe('Generative Models for Robot Learning Workshop at ICML 2026');
  });
});
