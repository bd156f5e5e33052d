import { indexPending } from '../../src/papers/search-index.ts';
import { saveEnrichment } from '../../src/enrich/enrichment-store.ts';
import { setPaperAffiliations } from '../../src/institutions/affiliation-store.ts';
import { papersOfEdition } from '../../src/papers/queries.ts';
import type { Store } from '../../src/store/connection.ts';

/** What the distribution tests know about their store: an enriched ICML 2026 paper and its institution id. */
export interface Fixture {
  paperId: string;
  institutionId: string;
}

/** On a store holding the bundled sample (createSampleStore), gives the newest ICML 2026 paper a Chinese title, summaries and an institution. */
export async function seedStore(store: Store): Promise<Fixture> {
  await indexPending(store);
  const [paper] = (await papersOfEdition(store, 'icml-2026', 1, 1)).items;
  const base = { paperId: paper.id, version: Number(paper.version), model: 'test-model', promptVersion: 'p1', attempts: 1, callId: null };
  await saveEnrichment(store, { ...base, task: 'title_zh', value: '测试标题：联邦学习 & <偏差>' });
  await saveEnrichment(store, { ...base, task: 'summary_zh', value: '本文提出一种方法。' });
  await saveEnrichment(store, { ...base, task: 'summary_en', value: 'The paper proposes a method.' });
  const inst = { id: null, ror: null, name_en: 'Peking University', name_zh: '北京大学', country: 'CN', unit_en: null, unit_zh: null };
  await setPaperAffiliations(store, paper.id, Number(paper.version), {
    source: 'html', authors: [{ name: 'A. Author', affiliations: [{ text: 'Peking University', institutions: [inst] }] }],
  });
  const row = await store.db.selectFrom('paper_institutions').select('institution_id').where('paper_id', '=', paper.id).executeTakeFirstOrThrow();
  return { paperId: paper.id, institutionId: row.institution_id };
}
