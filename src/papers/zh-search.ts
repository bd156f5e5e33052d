import type { Store } from '../store/connection.ts';
import { findPapers } from './queries.ts';
import { setPapersSearchZh } from './search-index.ts';
import { loadCards } from '../cards/card-data.ts';

/**
 * Rebuilds the Chinese search text of papers from everything Chinese they show — title, summary,
 * institution names — as the pages show it (corrections applied). Call after any of those change.
 */
export async function reindexPaperSearch(store: Store, paperIds: string[]): Promise<void> {
  for (let i = 0; i < paperIds.length; i += 200) {
    const papers = await findPapers(store, paperIds.slice(i, i + 200));
    const cards = await loadCards(store, papers, { llmConfigured: true });
    await setPapersSearchZh(store, cards.map((c) => ({ id: c.paper.id, texts: [c.titleZh.value, c.summaryZh.value, ...c.institutions.lines.map((l) => l.zh)] })));
  }
}
