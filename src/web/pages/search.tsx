import { RANK_WINDOW } from '../../papers/search.ts';
import { Layout, Pager } from '../layout.tsx';
import { PaperCard } from './paper-card.tsx';
import type { CardData } from '../../cards/card-data.ts';
import { DistributionLinks, feedHead } from '../distribution/links.tsx';
import type { CcfTier } from '../../papers/rank-filter.ts';
import { RankLinks } from './rank-links.tsx';
import { ListOnlyHits } from './list-only.tsx';
import type { ListOnlyHit } from '../../venues/lists/match-list.ts';

/** List-only entries shown on the first page of a search. */
export const LIST_ONLY_HITS = 20;

/** `/search?q=…`: ranked matches with the query terms highlighted. */
export function SearchPage(props: { q: string; cards: CardData[]; total: number; capped?: boolean; windowed?: boolean; page: number; pageSize: number; terms: string[];
  building?: { indexed: number; papers: number } | null; ccf?: CcfTier; listOnly?: ListOnlyHit[]; searchedAs?: string; alsoEnglish?: string }) {
  const sel = { kind: 'search' as const, q: props.q, ccf: props.ccf };
  const href = (extra: Record<string, string | undefined>) => {
    const s = new URLSearchParams({ q: props.q });
    for (const [k, v] of Object.entries({ ccf: props.ccf, ...extra })) if (v) s.set(k, v);
    return `/search?${s}`;
  };
  return (
    <Layout title={props.q ? `搜索 ${props.q}` : '搜索 Search'} q={props.q} feeds={props.q ? feedHead(sel, `搜索 ${props.q}`) : undefined}>
      <h1>搜索 Search{props.q ? <>: “{props.q}”</> : null}</h1>
      {props.searchedAs ? <p class="notice">没有中文标题或摘要匹配“{props.q}”，已按术语表译为英文检索 <a href={`/search?q=${encodeURIComponent(props.searchedAs)}`}>{props.searchedAs}</a> · No Chinese title or summary matched: searched the English terms the glossary gives instead.</p> : null}
      {props.alsoEnglish ? <p class="muted">按英文检索 Search in English: <a href={`/search?q=${encodeURIComponent(props.alsoEnglish)}`}>{props.alsoEnglish}</a></p> : null}
      {props.building ? <p class="notice">搜索索引正在建立：已完成 {props.building.indexed} / {props.building.papers} 篇，结果暂不完整 · The search index is being built ({props.building.indexed} of {props.building.papers} papers): results are incomplete for now.</p> : null}
      {props.q ? <><p class="muted">{props.total}{props.capped ? '+' : ''} 篇匹配 · {props.total}{props.capped ? '+' : ''} matches</p>{props.windowed ? <p class="muted">检索范围较广：按相关度排序最近收录的 {RANK_WINDOW} 篇，其余按收录时间从新到旧列出 · A broad query: the {RANK_WINDOW} most recently added matches are ranked by relevance, the rest follow newest first. Add words to narrow it.</p> : null}<RankLinks ccf={props.ccf} href={(r) => href({ ccf: r ?? '' })} /><DistributionLinks sel={sel} label={`搜索 “${props.q}”`} /></> : <p class="muted">搜索英文标题、作者、摘要与备注，或中文标题与总结（术语表收录的中文术语也能找到英文论文）。 · Search English titles, authors, abstracts and comments, or Chinese titles and summaries (a Chinese term the glossary knows also finds English papers).</p>}
      {props.cards.map((c) => <PaperCard c={c} terms={props.terms} />)}
      {props.q && props.total === 0 && !props.building ? <p class="empty">没有找到匹配的论文：试试更少的词、英文术语或作者姓名 · No papers match: try fewer words, English terms or an author's name.{props.ccf ? <> <a href={href({ ccf: '' })}>不限 CCF 等级 Search every rank</a></> : null}</p> : null}
      <Pager page={props.page} pageSize={props.pageSize} total={props.total} href={(n) => href({ page: String(n) })} />
      <ListOnlyHits hits={props.listOnly ?? []} limit={LIST_ONLY_HITS} />
    </Layout>
  );
}
