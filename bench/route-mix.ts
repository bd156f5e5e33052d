// The fixed mix of routes bench:load drives and bench:routes times: [route name, weight, paths to pick from], from
// the store's biggest editions and accepted papers.
import { sql } from 'kysely';
import type { Store } from '../src/store/connection.ts';

/** The fixed mix: [route name, weight, paths to pick from]. */
export async function routeMix(store: Store): Promise<[string, number, string[]][]> {
  const editions = await store.db.selectFrom('edition_counts').select(['edition', 'papers']).orderBy('papers', 'desc').limit(8).execute();
  const big = editions.map((e) => e.edition);
  const ids = (await sql<{ id: string }>`SELECT paper_id AS id FROM paper_venues WHERE status = 'accepted' ORDER BY id DESC LIMIT 3000`.execute(store.db)).rows.map((r) => r.id);
  const pick = [...new Set(ids)].filter((_, i) => i % 3 === 0).slice(0, 1000);
  const en = ['transformer', 'diffusion model', 'reinforcement learning', 'graph neural network', 'large language models', 'federated', 'contrastive',
    '"in-context learning"', 'benchmark', 'quantum', 'attention', 'robot', 'protein', 'vision language', 'Smith'];
  const zh = ['学习', '联邦学习', '大语言模型', '扩散模型', '强化学习', '图神经网络'];
  return [
    ['home', 2, ['/']],
    ['home ?ccf=A', 1, ['/?ccf=A']],
    ['venue', 3, big.flatMap((e) => [`/venues/${e}`, `/venues/${e}?page=2`, `/venues/${e}?page=3`])],
    ['venue filters', 2, big.flatMap((e) => [`/venues/${e}?track=main`, `/venues/${e}?track=workshop`, `/venues/${e}?verified=1`, `/venues/${e}?q=learning`])],
    ['paper', 4, pick.map((id) => `/papers/${id}`)],
    ['search en', 2, en.map((q) => `/search?q=${encodeURIComponent(q)}`)],
    ['search zh', 1, zh.map((q) => `/search?q=${encodeURIComponent(q)}`)],
    ['feed', 1, big.map((e) => `/feeds/venues/${e}.atom`)],
    ['api', 2, ['/api/v1/venues', ...big.map((e) => `/api/v1/venues/${e}/papers`), ...pick.slice(0, 200).map((id) => `/api/v1/papers/${id}`)]],
  ];
}
