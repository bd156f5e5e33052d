import fs from 'node:fs';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parse as parseRis } from 'astrocite-ris';
import { Ajv } from 'ajv';
import { createSampleStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { testApp } from '../helpers/app.ts';
import { BIN } from '../helpers/processes.ts';
import { allRecords } from '../helpers/bibtex-oracles.ts';
import { oneLine, type ExportRecord } from '../../src/exports/record.ts';
import { renderExport, writerFor, type ExportFormat } from '../../src/exports/writer.ts';
import { categoryList, referenceOf } from '../../src/exports/reference.ts';
import { splitName } from '../../src/exports/person-name.ts';
import { plainText } from '../../src/exports/plain-text.ts';

// Reference managers import RIS and CSL-JSON: the sample's papers are written in both, the RIS read back by an
// independent parser (astrocite-ris, which turns RIS into CSL) and the CSL-JSON checked against the CSL project's
// own schema (test/fixtures/csl/csl-data.json, PROVENANCE.md there).
const SCHEMA = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../fixtures/csl/csl-data.json'), 'utf8'));
const validCsl = new Ajv({ allErrors: true, strict: false }).compile(SCHEMA);
const meta = { title: 'sample', source: '/', generatedAt: '2026-01-01T00:00:00Z' };
const render = async (format: ExportFormat, records: ExportRecord[]) => {
  let s = '';
  for await (const c of renderExport(records, writerFor(format, meta))) s += c;
  return s;
};
/** How astrocite-ris reads each RIS type back. */
const RIS_READS = { conference: 'paper-conference', journal: 'article-journal', preprint: 'manuscript' } as const;
const CSL_TYPE = { conference: 'paper-conference', journal: 'article-journal', preprint: 'article' } as const;
type Csl = { id: string; type: string; title?: string; author?: { family?: string; given?: string; literal?: string; suffix?: string; 'non-dropping-particle'?: string; 'dropping-particle'?: string }[];
  issued?: { 'date-parts': (string | number)[][] }; DOI?: string; URL?: string; abstract?: string; keyword?: string | string[]; number?: string; 'container-title'?: string };
/** A name as printed, given names first (astrocite-ris reads "von der Wense, Katharina" with a dropping particle); a suffixed one by its family name (each RIS reader reads the suffix its own way). */
const whole = (a: NonNullable<Csl['author']>[number], suffixed = false) => (suffixed ? a.family : a.literal ?? [a.given, a['dropping-particle'], a['non-dropping-particle'], a.family].filter(Boolean).join(' '));

describeStores('one paper\'s and a selection\'s references as RIS and CSL-JSON', (kind) => {
  let t: TestStore;
  let all: ExportRecord[];
  beforeAll(async () => {
    t = await createSampleStore(kind);
    all = await allRecords(t.store);
  }, 600_000);
  afterAll(async () => { await t.drop(); });

  it('RIS of every sample paper reads back with astrocite-ris: one record each, its type, title, authors in order, year, DOI, URL, abstract, categories, arXiv id', async () => {
    expect(all.length).toBeGreaterThan(7000);
    const read = parseRis(await render('ris', all)) as Csl[];
    expect(read).toHaveLength(all.length);
    const kinds = new Set<string>();
    let names = 0;
    all.forEach((r, i) => {
      const got = read[i];
      const ref = referenceOf(r);
      kinds.add(ref.kind);
      expect(got.type, r.id).toBe(RIS_READS[ref.kind]);
      expect(got.title, r.id).toBe(plainText(r.title));
      expect(got.number, r.id).toBe(`arXiv:${r.id}`);
      expect(got.URL, r.id).toBe(r.url);
      expect(got.DOI, r.id).toBe(r.doi ?? undefined);
      expect(got.abstract, r.id).toBe(plainText(r.abstract) || undefined);
      expect(got.keyword ?? [], r.id).toEqual(categoryList(r.categories));
      expect(got.keyword ?? [], r.id).toEqual(r.categories ? expect.arrayContaining([r.primary_category]) : []);
      expect(Number(got.issued?.['date-parts'][0][0]), r.id).toBe(ref.date![0]);
      if (ref.kind === 'conference') expect(got['container-title'], r.id).toBe(ref.event);
      // every author, in order, as arXiv printed the name (a suffix is read differently by each RIS reader: family only)
      expect(got.author?.length ?? 0, r.id).toBe(r.authors.length);
      got.author?.forEach((a, j) => {
        const n = splitName(r.authors[j]);
        if ('suffix' in n && n.suffix) expect(a.family).toBe(n.family);
        else expect(whole(a), r.id).toBe(oneLine(r.authors[j]));
        names++;
      });
    });
    expect([...kinds].sort()).toEqual(['conference', 'journal', 'preprint']);
    expect(names).toBeGreaterThan(30000);
  });

  it('CSL-JSON of every sample paper is valid against the CSL-JSON schema, one item per paper with a unique id, and agrees with the RIS', async () => {
    const items = JSON.parse(await render('csl-json', all)) as Csl[];
    expect(validCsl(items), JSON.stringify(validCsl.errors?.slice(0, 3))).toBe(true);
    expect(items).toHaveLength(all.length);
    expect(new Set(items.map((x) => x.id)).size).toBe(all.length);
    const fromRis = parseRis(await render('ris', all.slice(0, 500))) as Csl[];
    items.slice(0, 500).forEach((item, i) => {
      const r = all[i];
      expect(item.type).toBe(CSL_TYPE[referenceOf(r).kind]);
      expect(item.title).toBe(fromRis[i].title);
      const suffixed = (j: number) => Boolean(item.author?.[j].suffix);
      expect(item.author?.map((a, j) => whole(a, suffixed(j)))).toEqual(fromRis[i].author?.map((a, j) => whole(a, suffixed(j))) ?? []);
      expect(item.issued?.['date-parts'][0][0]).toBe(Number(fromRis[i].issued?.['date-parts'][0][0]));
      expect([item.DOI, item.URL, item.abstract]).toEqual([fromRis[i].DOI, fromRis[i].URL, fromRis[i].abstract]);
    });
    // the oracles can fail: an unknown type, a stray property and an unended RIS record are refused
    expect(validCsl([{ ...items[0], type: 'paper_conference' }])).toBe(false);
    expect(validCsl([{ ...items[0], venue: 'ICML' }])).toBe(false);
    expect(() => parseRis('TY  - CONF\r\nTI  - x\r\n')).toThrow();
  });

  it('serves one paper and a venue\'s papers as .ris and .csl.json, with their types and file names, linked from the paper page and the API', async () => {
    const app = await testApp(t.store);
    const get = async (url: string) => { const r = await app.request(url); return { r, text: await r.text() }; };
    const rec = all.find((r) => r.venues.some((v) => v.edition === 'icml-2025' && v.track === 'main'))!;
    const ris = await get(`/exports/papers/${rec.id}.ris`);
    expect(ris.r.status).toBe(200);
    expect(ris.r.headers.get('content-type')).toMatch(/^application\/x-research-info-systems\b/);
    expect(ris.r.headers.get('content-disposition')).toBe(`attachment; filename="arXiv-${rec.id}.ris"`);
    const [one] = parseRis(ris.text) as Csl[];
    expect(one).toMatchObject({ type: 'paper-conference', title: plainText(rec.title), number: `arXiv:${rec.id}` });
    const csl = await get(`/exports/papers/${rec.id}.csl.json`);
    expect(csl.r.headers.get('content-type')).toMatch(/^application\/vnd\.citationstyles\.csl\+json\b/);
    expect(csl.r.headers.get('content-disposition')).toBe(`attachment; filename="arXiv-${rec.id}.csl.json"`);
    const items = JSON.parse(csl.text) as Csl[];
    expect(validCsl(items)).toBe(true);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ type: 'paper-conference', title: plainText(rec.title), URL: rec.url });
    expect(items[0]['container-title']).toContain('(ICML 2025)');

    const page = (await get(`/papers/${rec.id}`)).text;
    expect(page).toContain(`<a href="/exports/papers/${rec.id}.ris" download`);
    expect(page).toContain(`<a href="/exports/papers/${rec.id}.csl.json" download`);
    const api = JSON.parse((await get(`/api/v1/papers/${rec.id}`)).text) as { exports: Record<string, string> };
    expect(new URL(api.exports.ris).pathname).toBe(`/exports/papers/${rec.id}.ris`);
    expect(new URL(api.exports['csl-json']).pathname).toBe(`/exports/papers/${rec.id}.csl.json`);

    // a selection: the venue page's downloads, as many records as its JSON export has papers
    const count = (JSON.parse((await get('/exports/venues/icml-2025.json?track=main')).text) as { papers: unknown[] }).papers.length;
    expect(count).toBeGreaterThan(50);
    const venueRis = await get('/exports/venues/icml-2025.ris?track=main');
    expect(venueRis.r.headers.get('content-disposition')).toBe('attachment; filename="icml-2025-main.ris"');
    expect((parseRis(venueRis.text) as Csl[]).map((x) => x.type)).toEqual(Array(count).fill('paper-conference'));
    const venueCsl = await get('/exports/venues/icml-2025.csl.json?track=main');
    expect(venueCsl.r.headers.get('content-disposition')).toBe('attachment; filename="icml-2025-main.csl.json"');
    const venueItems = JSON.parse(venueCsl.text) as Csl[];
    expect(validCsl(venueItems)).toBe(true);
    expect(venueItems).toHaveLength(count);
    const listPage = (await get('/venues/icml-2025')).text;
    expect(listPage).toContain('href="/exports/venues/icml-2025.ris"');
    expect(listPage).toContain('href="/exports/venues/icml-2025.csl.json"');
    const links = JSON.parse((await get('/api/v1/venues/icml-2025')).text) as { links: { exports: Record<string, string> } };
    expect(new URL(links.links.exports['csl-json']).pathname).toBe('/exports/venues/icml-2025.csl.json');
    expect((await get('/exports/venues/icml-2025.csl')).r.status).toBe(404);
    // the OpenAPI document names each format of `exports`
    const doc = JSON.parse((await get('/api/v1/openapi.json')).text) as { components: { schemas: Record<string, { properties: Record<string, { description: string }>; required: string[] }> } };
    const formats = doc.components.schemas.ExportLinks;
    expect(formats.required).toEqual(expect.arrayContaining(['bibtex', 'ris', 'csl-json']));
    expect(formats.properties.ris.description).toContain('application/x-research-info-systems');
    expect(formats.properties['csl-json'].description).toContain('application/vnd.citationstyles.csl+json');
  });

  it('`paperboard export --format ris|csl-json` writes the same records as the download', async () => {
    const app = await testApp(t.store);
    const cli = async (format: string) => (await promisify(execFile)('node', [BIN, 'export', '--venue', 'icml-2025', '--track', 'main', '--format', format], { env: { ...process.env, ...t.env }, maxBuffer: 1 << 26 })).stdout;
    const items = JSON.parse(await cli('csl-json')) as Csl[];
    expect(validCsl(items)).toBe(true);
    expect(items).toEqual(JSON.parse(await (await app.request('/exports/venues/icml-2025.csl.json?track=main')).text()));
    expect(await cli('ris')).toBe(await (await app.request('/exports/venues/icml-2025.ris?track=main')).text());
  }, 120_000); // a child process loading the catalogue
});
