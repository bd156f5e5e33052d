// Table-driven checks of the official-source readers on the recorded excerpts (test/fixtures/official-lists/).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES } from './replay-lists.ts';
import { dropBibFields, entriesFromBib, entryFromPost, parsePmlrConfig, sectionToTrack } from '../../src/official/pmlr-parse.ts';
import { flattenTitle, parseAclCollection, volumeTrack, workshopAcronym } from '../../src/official/acl-parse.ts';
import { parseVirtualSite, virtualSiteUrl } from '../../src/official/virtual-site.ts';
import { entryFromNote } from '../../src/official/openreview.ts';
import { fitsEdition } from '../../src/venues/lists/match-list.ts';
import { editionsFor } from '../../src/official/registry.ts';
import { recentEditions } from '../../src/official/refresh.ts';

const read = (p: string) => fs.readFileSync(path.join(FIXTURES, p), 'utf8');

describe('PMLR', () => {
  it.each([
    ['Oral', 'main', 'oral'], ['Poster', 'main', 'poster'], ['Papers', 'main', null], ['Original Papers', 'main', null],
    ['Open Problems', 'open_problems', null], ['Position Papers', 'position', null], ['', 'main', null],
  ])('section %j → track %s, presentation %s', (section, track, presentation) => {
    expect(sectionToTrack(section)).toEqual({ track, presentation });
  });

  it('reads _config.yml and refuses what is not one', () => {
    expect(parsePmlrConfig(read('pmlr/v235/gh-pages/_config.yml'), 'u')).toMatchObject({ shortname: 'ICML', year: 2024, volume: 235, bibfile: 'icml24.bib', published: '2024-07-08' });
    expect(() => parsePmlrConfig('<html>rate limited</html>', 'http://x/_config.yml')).toThrow(/http:\/\/x\/_config.yml: no shortname \/ year/);
  });

  it('reads bib entries without the preface, with LaTeX turned to text and OpenReview ids', () => {
    const uai = entriesFromBib(read('pmlr/v244/gh-pages/UAI2024.bib'), 244, 'https://proceedings.mlr.press');
    expect(uai).toHaveLength(29);
    expect(uai[0]).toMatchObject({ title: 'Convergence Behavior of an Adversarial Weak Supervision Method', authors: ['Steven An', 'Sanjoy Dasgupta'], openreviewId: 'q9TqTSk9cy', externalId: 'v244/an24a', url: 'https://proceedings.mlr.press/v244/an24a.html' });
    const colt = entriesFromBib(read('pmlr/v247/gh-pages/colt2024.bib'), 247, 'https://proceedings.mlr.press');
    expect(colt.every((e) => !/[{}\\]/.test(e.title))).toBe(true);
    expect(colt.find((e) => e.externalId === 'v247/alon24')?.url).toBeNull();
  });

  it('drops a field at entry level whatever braces it holds, and nothing else', () => {
    const bib = '@InProceedings{a24a,\n  title = {A {B}ayes $\\{x\\}$ Title},\n  abstract = {Nested {braces {deep}} here},\n  author = {Doe, Jane}\n}\n';
    expect(dropBibFields(bib, ['abstract'])).toBe('@InProceedings{a24a,\n  title = {A {B}ayes $\\{x\\}$ Title},\n  author = {Doe, Jane}\n}\n');
  });

  it('reads a post; the preface and a file without front matter are told apart', () => {
    const f = fs.readdirSync(path.join(FIXTURES, 'pmlr/v235/gh-pages/_posts'))[0];
    expect(entryFromPost(read(`pmlr/v235/gh-pages/_posts/${f}`), 235, 'https://proceedings.mlr.press', f)).toMatchObject({ externalId: 'v235/abad-rocamora24a', track: 'main' });
    expect(entryFromPost('---\ntitle: Preface\nsection: Preface\nfirstpage: i\n---\n', 1, 's', 'p')).toBeNull();
    expect(() => entryFromPost('just text', 1, 's', 'http://x/p.md')).toThrow(/http:\/\/x\/p.md: no YAML front matter/);
  });
});

describe('ACL Anthology', () => {
  it.each([
    ['<fixed-case>C</fixed-case>hina &amp; <fixed-case>NLP</fixed-case>', 'China & NLP'],
    ['<fixed-case>M</fixed-case><tex-math>^3</tex-math><fixed-case>C</fixed-case>o<fixed-case>T</fixed-case>: A Benchmark', 'M$^3$CoT: A Benchmark'],
    ['Caf&#233; &#x2014; test', 'Café — test'],
  ])('flattens %j', (raw, text) => expect(flattenTitle(raw)).toBe(text));

  it.each([['long', 'main'], ['short', 'main'], ['demos', 'demo'], ['demo', 'demo'], ['srw', 'srw'], ['industry', 'industry'], ['tutorials', null], ['1', 'main']])(
    'volume %s → track %s', (v, track) => expect(volumeTrack(v)).toBe(track));

  it.each([
    ['Proceedings of the 9th Workshop on Representation Learning for NLP (RepL4NLP-2024)', 'RepL4NLP'],
    ['Proceedings of the 4th Workshop on Trustworthy Natural Language Processing (TrustNLP 2024)', 'TrustNLP'],
    ['Proceedings of the 23rd Workshop on Biomedical Natural Language Processing', null],
  ])('workshop acronym of %j', (title, name) => expect(workshopAcronym(title)).toBe(name));

  it('parses a collection with its event, and names a bad file', () => {
    const c = parseAclCollection(read('acl/data/xml/2024.acl.xml'), 'u', 'https://aclanthology.org');
    expect(c.volumes.map((v) => v.id)).toEqual(['long', 'short', 'demos', 'srw', 'tutorials']);
    expect(c.colocated).toHaveLength(32);
    expect(c.volumes[0].papers[0].url).toBe('https://aclanthology.org/2024.acl-long.1/');
    expect(() => parseAclCollection('<collection><volume>', 'http://x/a.xml', 's')).toThrow(/http:\/\/x\/a.xml: not well-formed XML \(line/);
  });
});

describe('virtual sites and OpenReview', () => {
  it('reads the Downloads export: posters kept, workshops / tutorials / talks dropped', () => {
    const e = parseVirtualSite(read('icml-cc/icml-2024-orals-posters.json'), 'u', 'icml.cc');
    expect(e).toHaveLength(151);
    expect(e[0].url).toMatch(/^https:\/\/ICML\.cc\/virtual\/2024\/poster\/\d+$/);
    expect(virtualSiteUrl('https://{host}/static/virtual/data/{conf}-{year}-orals-posters.json', 'icml.cc', 'ICML', 2024)).toBe('https://icml.cc/static/virtual/data/icml-2024-orals-posters.json');
  });

  it('reads the orals-posters feed shape (hand-written two-record sample): decision as presentation, one entry per paper', () => {
    const feed = { results: [
      { id: 1, name: 'Paper A', authors: [{ fullname: 'Ann Lee' }], decision: 'Accept (Oral)', eventtype: 'Oral', paper_url: 'https://openreview.net/forum?id=abc123' },
      { id: 2, name: 'Paper A', authors: [{ fullname: 'Ann Lee' }], decision: 'Accept (Oral)', eventtype: 'Poster' },
      { id: 3, name: 'A Workshop', eventtype: 'Workshop' },
    ] };
    expect(parseVirtualSite(JSON.stringify(feed), 'u', 'iclr.cc')).toEqual([
      { title: 'Paper A', authors: ['Ann Lee'], track: 'main', presentation: 'oral', externalId: '1', openreviewId: 'abc123', url: null },
    ]);
  });

  it.each([
    [{ content: { title: { value: 'T' }, venueid: { value: 'ICLR.cc/2025/Conference' }, venue: { value: 'ICLR 2025 Spotlight' }, authors: { value: ['A B'] } }, id: 'f1', forum: 'f1' }, 'spotlight'],
    [{ content: { title: { value: 'T' }, venueid: { value: 'ICLR.cc/2025/Conference/Withdrawn_Submission' }, venue: { value: 'ICLR 2025 Conference Withdrawn Submission' } }, id: 'f2' }, null],
    [{ content: { title: { value: 'T' }, venueid: { value: 'ICLR.cc/2025/Conference' }, venue: { value: 'Submitted to ICLR 2025' } }, id: 'f3' }, null],
  ])('note %# → presentation %s (null: not an accepted paper)', (note, presentation) => {
    const e = entryFromNote(note as never, 'ICLR.cc/2025/Conference', 'https://openreview.net');
    if (presentation === null) expect(e).toBeNull();
    else expect(e).toMatchObject({ presentation, openreviewId: 'f1', url: 'https://openreview.net/forum?id=f1', track: 'main' });
  });
});

describe('matching rules and edition choice', () => {
  it.each([
    ['2403.16981', [], 'colt-2024', 2024, true],
    ['2505.21981', [], 'corl-2024', 2024, true],
    ['2604.23948', [{ edition: 'acl-2024', year: 2024, status: 'accepted' }], 'acl-2024', 2024, true],
    ['2604.23948', [], 'acl-2024', 2024, false],
    ['2504.04151', [{ edition: 'naacl-2025', year: 2025, status: 'accepted' }], 'acl-2024', 2024, false],
    ['2606.13580', [{ edition: 'tpami-2026', year: 2026, status: 'accepted' }, { edition: 'icml-2024', year: 2024, status: 'accepted' }], 'icml-2024', 2024, false],
    ['2402.00001', [{ edition: 'icml-2024', year: 2024, status: 'accepted' }, { edition: 'tpami-2026', year: 2026, status: 'published' }], 'icml-2024', 2024, true],
  ])('%s with claims %j fits %s: %s', (id, claims, edition, year, fits) => {
    expect(fitsEdition(id, claims, edition, year)).toBe(fits);
  });

  it('prefers the proceedings, keeps one source per edition, and names what it does not know', () => {
    expect(editionsFor('ICML', 2024).map((e) => e.label)).toEqual(['PMLR v235']);
    expect(editionsFor('ICLR', 2025).map((e) => e.ref)).toEqual(['ICLR.cc/2025/Conference']);
    expect(editionsFor('NeurIPS', 2024).map((e) => e.ref)).toEqual(['NeurIPS.cc/2024/Conference', 'NeurIPS.cc/2024/Datasets_and_Benchmarks_Track']);
    expect(editionsFor('NeurIPS', 2023).map((e) => e.ref)).toEqual(['NeurIPS.cc/2023/Conference', 'NeurIPS.cc/2023/Track/Datasets_and_Benchmarks']);
    expect(() => editionsFor('CVPR', 2025)).toThrow(/no official source knows cvpr-2025/);
    const recent = recentEditions(new Date('2025-12-01T00:00:00Z')).map((e) => `${e.venue} ${e.year} ${e.source}`);
    expect(recent).toContain('UAI 2025 pmlr');
    expect(recent).toContain('ICLR 2026 openreview');
    expect(recent.some((r) => r.includes('2023'))).toBe(false);
  });
});
