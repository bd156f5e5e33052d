import { placeNames } from '../../venues/programme.ts';
import { Bi, PRESENTATION_WORDS, wordsOf } from './venue-words.tsx';
import type { ListOnlyEntry, ListOnlyHit, MatchCounts } from '../../venues/lists/match-list.ts';
import type { ListCompleteness } from '../../official/completeness.ts';
import { Pager } from '../layout.tsx';

const n = (x: number) => x.toLocaleString('en-US');

/**
 * One line per accepted list: "录用 3,260 篇 · 已上 arXiv 2,980 篇（✓ 已核实）· … · 来源 PMLR v235，获取于 2026-12-01" (on
 * EN: "3,260 accepted · 2,980 on arXiv (✓ verified) · … · source: PMLR v235, fetched on 2026-12-01"), with the source's attribution.
 */
export function CompletenessLines(props: { lists: ListCompleteness[]; edition: string }) {
  if (!props.lists.length) return null;
  const dl = `/exports/accepted-lists/${props.edition}`;
  return (
    <div class="completeness">
      {props.lists.map((l) => (
        <p class="small">
          <b><Bi w={{ zh: `录用 ${n(l.entries)} 篇`, en: `${n(l.entries)} accepted` }} /></b>
          {' · '}<Bi w={{ zh: `已上 arXiv ${n(l.matched)} 篇（✓ 已核实${l.foundByLookup ? `，其中 ${n(l.foundByLookup)} 篇按标题查得` : ''}）`, en: `${n(l.matched)} on arXiv (✓ verified${l.foundByLookup ? `, ${n(l.foundByLookup)} found by title look-up` : ''})` }} />
          {' · '}<Bi w={{ zh: `尚未上 arXiv ${n(l.listOnly)} 篇`, en: `${n(l.listOnly)} not on arXiv yet` }} />
          {l.ambiguous ? <>{' · '}<Bi w={{ zh: `${n(l.ambiguous)} 篇待确认`, en: `${n(l.ambiguous)} ambiguous` }} /></> : null}
          {' · '}<Bi w={{ zh: '来源 ', en: 'source: ' }} />{l.page ? <a href={l.page} rel="noopener">{l.label}</a> : l.label}<Bi w={{ zh: '，获取于 ', en: ', fetched on ' }} /><time datetime={l.fetchedAt}>{l.fetchedAt.slice(0, 10)}</time>
          {l.byTrack.length > 1 ? <span class="muted"> ({l.byTrack.map((t, i) => <>{i ? ', ' : ''}<Bi w={placeNames({ track: t.track })} /> {n(t.matched)}/{n(t.entries)}</>)})</span> : null}
          {l.attribution ? <><br /><span class="muted">{l.attribution}</span></> : null}
        </p>
      ))}
      <p class="small">下载录用列表 Accepted list (on arXiv and list-only): <a href={`${dl}.csv`}>CSV</a> · <a href={`${dl}.json`}>JSON</a></p>
    </div>
  );
}

/** Accepted-list entries not (yet) matched to an arXiv paper: shown on the venue page, counted, with their own pages. */
export function ListOnlySection(props: { entries: ListOnlyEntry[]; counts: MatchCounts; page: number; pageSize: number; href: (page: number) => string; shown?: number; filtered?: boolean }) {
  const { counts } = props;
  if (counts.total === 0) return null;
  const waiting = counts.unmatched + counts.ambiguous;
  const shown = props.shown ?? waiting;
  return (
    <section id="list-only">
      <h2>录用列表 · Accepted list</h2>
      <p class="muted"><Bi w={{
        zh: `录用列表共 ${counts.total} 条 · 已匹配 arXiv 论文 ${counts.matched} 条（✓ 已核实）· 尚未上 arXiv ${waiting} 条${counts.ambiguous ? `（${counts.ambiguous} 条待确认）` : ''}，论文上 arXiv 后自动匹配。${props.filtered ? `其中 ${shown} 条符合筛选条件。` : ''}`,
        en: `${counts.total} entries on the accepted list · ${counts.matched} matched to arXiv papers (✓ verified) · ${waiting} not on arXiv yet${counts.ambiguous ? ` (${counts.ambiguous} ambiguous)` : ''} — they are matched automatically when the paper arrives.${props.filtered ? ` ${shown} of them match the filters.` : ''}`,
      }} /></p>
      {props.entries.length ? (
        <ul class="list-only">
          {props.entries.map((e) => (
            <li>
              <span class="tag neg">{e.matchState === 'ambiguous' ? '待确认 ambiguous' : '仅列表 list only'}</span>
              {e.track !== 'main' ? <span class="tag"><Bi w={placeNames(e)} /></span> : null}
              {e.presentation ? <span class="tag"><Bi w={wordsOf(PRESENTATION_WORDS, e.presentation)} /></span> : null}
              <EntryText e={e} />
            </li>
          ))}
        </ul>
      ) : null}
      <Pager page={props.page} pageSize={props.pageSize} total={shown} href={props.href} label="录用列表分页 list pages" />
    </section>
  );
}

/** A list entry's title (linked to the list's page when it has one) and authors, marked English on the zh-CN page. */
function EntryText(props: { e: { url: string | null; title: string; authors: string[] } }) {
  const { e } = props;
  return (
    <span lang="en">
      {e.url ? <a href={e.url} rel="noopener"><strong>{e.title}</strong></a> : <strong>{e.title}</strong>}
      {e.authors.length ? <span class="muted"> — {e.authors.join(', ')}</span> : null}
    </span>
  );
}

/** Accepted papers not on arXiv (list-only entries of any edition) that match a search, with their editions. */
export function ListOnlyHits(props: { hits: ListOnlyHit[]; limit: number }) {
  if (!props.hits.length) return null;
  return (
    <section id="list-only">
      <h2>录用列表中尚未上 arXiv 的论文 · On accepted lists, not on arXiv yet</h2>
      <ul class="list-only">
        {props.hits.map((e) => (
          <li>
            <a class="tag" href={`/venues/${encodeURIComponent(e.edition)}#list-only`}>{e.edition}</a>
            {e.track !== 'main' ? <span class="tag"><Bi w={placeNames(e)} /></span> : null}
            {e.presentation ? <span class="tag"><Bi w={wordsOf(PRESENTATION_WORDS, e.presentation)} /></span> : null}
            <EntryText e={e} />
          </li>
        ))}
      </ul>
      {props.hits.length >= props.limit ? <p class="muted">前 {props.limit} 条 · The first {props.limit}; add words to narrow them.</p> : null}
    </section>
  );
}
