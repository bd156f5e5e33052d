import type { ListOnlyEntry } from '../../venues/lists/match-list.ts';

/** Counts of an edition's accepted-list entries by match state. */
export interface ListCounts {
  total: number;
  matched: number;
  ambiguous: number;
  unmatched: number;
}

/** Accepted-list entries not (yet) matched to an arXiv paper: shown on the venue page, counted, with their own pages. */
export function ListOnlySection(props: { entries: ListOnlyEntry[]; counts: ListCounts; page: number; pageSize: number; href: (page: number) => string }) {
  const { counts } = props;
  if (counts.total === 0) return null;
  const waiting = counts.unmatched + counts.ambiguous;
  const pages = Math.max(1, Math.ceil(waiting / props.pageSize));
  return (
    <section id="list-only">
      <h2>录用列表 · Accepted list</h2>
      <p class="muted">
        {counts.total} entries on the accepted list · {counts.matched} matched to arXiv papers (✓ verified) · {waiting} not on arXiv yet
        {counts.ambiguous ? ` (${counts.ambiguous} ambiguous)` : ''} — they are matched automatically when the paper arrives.
      </p>
      {props.entries.length ? (
        <ul class="list-only">
          {props.entries.map((e) => (
            <li>
              <span class="tag neg">{e.matchState === 'ambiguous' ? '待确认 ambiguous' : '仅列表 list only'}</span>
              {e.track !== 'main' ? <span class="tag">{e.track}</span> : null}
              {e.presentation ? <span class="tag">{e.presentation}</span> : null}
              <strong>{e.title}</strong>
              {e.authors.length ? <span class="muted"> — {e.authors.join(', ')}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav class="pager" aria-label="list pages">
          {props.page > 1 ? <a href={props.href(props.page - 1)}>← Prev</a> : <span />}
          <span>{props.page} / {pages}</span>
          {props.page < pages ? <a href={props.href(props.page + 1)}>Next →</a> : <span />}
        </nav>
      ) : null}
    </section>
  );
}
