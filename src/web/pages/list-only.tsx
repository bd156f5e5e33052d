import type { ListOnlyEntry, MatchCounts } from '../../venues/lists/match-list.ts';
import { Pager } from '../layout.tsx';

/** Accepted-list entries not (yet) matched to an arXiv paper: shown on the venue page, counted, with their own pages. */
export function ListOnlySection(props: { entries: ListOnlyEntry[]; counts: MatchCounts; page: number; pageSize: number; href: (page: number) => string }) {
  const { counts } = props;
  if (counts.total === 0) return null;
  const waiting = counts.unmatched + counts.ambiguous;
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
      <Pager page={props.page} pageSize={props.pageSize} total={waiting} href={props.href} label="list pages" />
    </section>
  );
}
