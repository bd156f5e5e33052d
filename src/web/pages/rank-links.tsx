import type { CcfTier } from '../../papers/rank-filter.ts';

/** "Filter by CCF rank: All · CCF-A · CCF-B · CCF-C", the chosen one in bold (home page, search); `href(null)` drops the filter. */
export function RankLinks(props: { ccf?: string | null; href: (r: CcfTier | null) => string }) {
  const tiers: (CcfTier | null)[] = [null, 'A', 'B', 'C'];
  return (
    <p class="small">按 CCF 等级筛选 Filter by CCF rank: {tiers.map((r) => ((props.ccf ?? null) === r
      ? <b class="rank-filter">{r ? `CCF-${r}` : '全部 All'}</b>
      : <a class="rank-filter" href={props.href(r)}>{r ? `CCF-${r}` : '全部 All'}</a>)).map((x, i) => <>{i ? ' · ' : ''}{x}</>)}</p>
  );
}
