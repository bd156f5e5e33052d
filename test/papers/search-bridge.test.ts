import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { snapshotLines, tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { searchPapers } from '../../src/papers/search.ts';
import { setPaperSearchZh } from '../../src/papers/search-index.ts';
import { findPaper, papersOfEdition } from '../../src/papers/queries.ts';
import { bridgeQuery } from '../../src/papers/term-bridge.ts';
import { glossary } from '../../src/enrich/glossary.ts';
import { selectionInfo } from '../../src/web/distribution/selection-info.ts';
import { testApp } from '../helpers/app.ts';

it('reads a Chinese query as English only where the glossary covers it whole', () => {
  expect(bridgeQuery(['扩散模型'])).toEqual({ groups: [['diffusion model']], text: '"diffusion model"' });
  // connectors dropped, terms in order; an ambiguous term matches by any of its English forms
  expect(bridgeQuery(['基于强化学习的规划'])?.groups).toEqual([['reinforcement learning'], ['planning']]);
  expect(bridgeQuery(['大语言模型', '推理'])?.groups).toEqual([['large language model'], ['inference', 'reasoning']]);
  // a hyphen between Chinese characters does not split the term; Latin words are kept
  expect(bridgeQuery(['视觉-语言模型'])?.groups).toEqual([['vision-language model']]);
  expect(bridgeQuery(['扩散模型', '3D'])?.groups).toEqual([['diffusion model'], ['3D']]);
  // a Chinese word the glossary does not know: no bridge rather than half the query
  expect(bridgeQuery(['量子计算'])).toBeNull();
  expect(bridgeQuery(['扩散模型', '量子'])).toBeNull();
  expect(bridgeQuery(['diffusion'])).toBeNull();
});

it('reads a compound the glossary has no whole term for from the parts search knows (glossary.json _search_words)', () => {
  expect(bridgeQuery(['模型量化'])?.groups).toEqual([['model'], ['quantization']]);
  expect(bridgeQuery(['视觉语言导航'])?.groups).toEqual([['vision', 'visual'], ['language'], ['navigation']]);
  // a whole glossary term wins over its parts; a search word adds English forms to a glossary word
  expect(bridgeQuery(['目标检测'])?.groups).toEqual([['object detection']]);
  expect(bridgeQuery(['大模型推理'])?.groups).toEqual([['llm', 'large model', 'large language model'], ['inference', 'reasoning']]);
  // search words never reach the prompts' glossary
  expect(glossary().some(([en]) => en === 'model' || en === 'image')).toBe(false);
});

describeStores('a Chinese query finds English papers through the glossary', (kind) => {
  let t: TestStore;
  beforeAll(async () => {
    t = await createTestStore(kind);
    await importFile(t.store, tempFile('s.jsonl', snapshotLines(1, 3000)));
  });
  afterAll(async () => { await t.drop(); });

  it('searches the English terms when nothing Chinese matches, and says so', async () => {
    const english = await searchPapers(t.store, '"diffusion model"', 1, 100);
    expect(english.total).toBeGreaterThan(3);
    const r = await searchPapers(t.store, '扩散模型', 1, 100);
    expect(r.searchedAs).toBe('"diffusion model"');
    expect(r.items.map((p) => p.id)).toEqual(english.items.map((p) => p.id));
    expect(r.total).toBe(english.total);
    expect(r.terms).toEqual(['diffusion model']);
    // alternatives: either English form matches
    const both = await searchPapers(t.store, '推理', 1, 200);
    const inference = await searchPapers(t.store, 'inference', 1, 200);
    const reasoning = await searchPapers(t.store, 'reasoning', 1, 200);
    expect(both.searchedAs).toBe('inference');
    expect(new Set(both.items.map((p) => p.id))).toEqual(new Set([...inference.items, ...reasoning.items].map((p) => p.id)));
    // an unknown Chinese word: no bridge, no matches
    const none = await searchPapers(t.store, '量子计算', 1, 10);
    expect(none.total).toBe(0);
    expect(none.searchedAs).toBeUndefined();
  });

  it('says in the feed and the download that a Chinese search was read as English', async () => {
    const app = await testApp(t.store);
    const atom = await (await app.request(`/feeds/search.atom?q=${encodeURIComponent('扩散模型')}`)).text();
    expect(atom).toContain('<subtitle>匹配“扩散模型”的论文（中文标题与总结无匹配，按英文 &quot;diffusion model&quot; 检索） · Papers matching “扩散模型” — no Chinese title or summary matched, so searched as the English &quot;diffusion model&quot;</subtitle>');
    expect(atom).toMatch(/<entry>/);
    const md = await (await app.request(`/exports/search.md?q=${encodeURIComponent('扩散模型')}`)).text();
    expect(md).toContain('搜索 Search: 扩散模型 (searched as "diffusion model")');
    // an English query, or Chinese the glossary cannot read, is described as typed
    expect((await selectionInfo(t.store, { kind: 'search', q: 'diffusion' }))?.subtitle).toBe('匹配“diffusion”的论文 · Papers matching “diffusion”');
    expect((await selectionInfo(t.store, { kind: 'search', q: '量子计算' }))?.title).toBe('搜索 Search: 量子计算');
  });

  it('filters a venue page by a Chinese keyword as by its English terms, and by Chinese text too', async () => {
    const rows = await t.store.db.selectFrom('paper_venues as v').innerJoin('papers as p', 'p.id', 'v.paper_id').select(['v.edition', 'p.title', 'p.abstract'])
      .where('v.edition', 'is not', null).execute();
    const counts = new Map<string, number>();
    for (const r of rows) if (/diffusion model/i.test(`${r.title} ${r.abstract}`)) counts.set(r.edition!, (counts.get(r.edition!) ?? 0) + 1);
    const [edition] = [...counts].sort((a, b) => b[1] - a[1])[0];
    const english = await papersOfEdition(t.store, edition, 1, 100, { keywords: ['diffusion model'] });
    expect(english.total).toBeGreaterThan(0);
    const zh = await papersOfEdition(t.store, edition, 1, 100, { keywords: ['扩散模型'] });
    expect(zh.items.map((p) => p.id)).toEqual(english.items.map((p) => p.id));
    // a paper whose Chinese text alone matches joins them
    const other = (await papersOfEdition(t.store, edition, 1, 100, {})).items.find((p) => !english.items.some((e) => e.id === p.id))!;
    await setPaperSearchZh(t.store, other.id, ['扩散模型的一个新应用']);
    const both = await papersOfEdition(t.store, edition, 1, 100, { keywords: ['扩散模型'] });
    expect(new Set(both.items.map((p) => p.id))).toEqual(new Set([...english.items.map((p) => p.id), other.id]));
    expect((await papersOfEdition(t.store, edition, 1, 100, { keywords: ['量子计算'] })).total).toBe(0);
    await setPaperSearchZh(t.store, other.id, []);
  });

  it('keeps Chinese matches when there are some, and offers the English query beside them', async () => {
    const paper = (await searchPapers(t.store, '"diffusion model"', 1, 1)).items[0];
    await setPaperSearchZh(t.store, paper.id, ['一种新的扩散模型']);
    const r = await searchPapers(t.store, '扩散模型', 1, 10);
    expect(r.items.map((p) => p.id)).toEqual([paper.id]);
    expect(r.searchedAs).toBeUndefined();
    expect(r.alsoEnglish).toBe('"diffusion model"');
    expect((await selectionInfo(t.store, { kind: 'search', q: '扩散模型' }))?.title).toBe('搜索 Search: 扩散模型');
    expect((await findPaper(t.store, paper.id))?.id).toBe(paper.id);
  });
});
