import { Layout } from '../layout.tsx';
import { RankTag } from './paper-card.tsx';
import { RankLinks } from './rank-links.tsx';
import type { YearTotals } from '../../papers/queries.ts';

/**
 * "697 篇 papers：主会 main 375 · 研讨会 workshop 77 · 其他 other 245 · ✓ 30": main track and workshops counted apart, the
 * papers in neither (Findings, industry, demo … tracks: the edition page names them) as "other", so the parts add up to the
 * total (a paper in two tracks counts once); a part that is zero is left out; digits grouped as in the page's header;
 * ✓ is a paper checked against an official list (explained above).
 */
function editionCounts(e: { papers: number; main: number; workshop: number; verified: number }): string {
  const n = (x: number) => x.toLocaleString('en');
  const other = e.papers - e.main - e.workshop;
  const parts = [...(e.main ? [`主会 main ${n(e.main)}`] : []), ...(e.workshop ? [`研讨会 workshop ${n(e.workshop)}`] : []),
    ...(other > 0 ? [`其他 other ${n(other)}`] : []), ...(e.verified ? [`✓ ${n(e.verified)}`] : [])];
  const total = `${n(e.papers)} 篇 ${e.papers === 1 ? 'paper' : 'papers'}`;
  return parts.length ? `${total}：${parts.join(' · ')}` : total;
}

/** Years the home page lists in full (newest first); older years are links to their own list. */
export const HOME_YEARS = 5;
/** Editions listed per year on the home page (most papers first); the rest of the year is one link to `?year=`. */
export const HOME_PER_YEAR = 40;

/** The home page's URL for a CCF tier and a year, each left out when null. */
function homeHref(ccf: string | null, year: number | null): string {
  const p = new URLSearchParams();
  if (ccf) p.set('ccf', ccf);
  if (year !== null) p.set('year', String(year));
  const s = p.toString();
  return s ? `/?${s}` : '/';
}

type HomeEdition = { edition: string; venue: string; year: number; papers: number; main: number; workshop: number; verified: number };

/**
 * `/`: venues grouped by year, each edition with its paper count, main track and workshops apart; `?ccf=A` keeps CCF-A
 * venues only. The page stays the same size however large the store grows: the newest HOME_YEARS years, each with its
 * HOME_PER_YEAR editions of most papers and a link to the rest, then links to the older years; `?year=2025` lists one
 * year whole. `editions` come ordered by year (newest first), then papers (most first); `totals`, when given, are every
 * year's edition and paper counts and `editions` only the part shown (the plain home page reads no more); without
 * them `editions` is every edition and the totals are counted from it.
 */
export function HomePage(props: { editions: HomeEdition[]; totals?: YearTotals; totalPapers: number; ccf?: string | null; year?: number | null }) {
  const focus = props.year ?? null;
  const editions = focus === null ? props.editions : props.editions.filter((e) => e.year === focus);
  const totals = new Map<number, { editions: number; papers: number }>();
  if (props.totals) for (const t of props.totals) totals.set(t.year, t);
  else for (const e of editions) { const t = totals.get(e.year) ?? { editions: 0, papers: 0 }; t.editions++; t.papers += e.papers; totals.set(e.year, t); }
  const allYears = [...totals.keys()].sort((a, b) => b - a);
  const years = focus === null ? allYears.slice(0, HOME_YEARS) : allYears;
  const older = focus === null ? allYears.slice(HOME_YEARS) : [];
  const q = (y: number | null) => homeHref(props.ccf ?? null, y);
  return (
    <Layout title="会议论文 Venues">
      <h1>会议论文 · Conference papers on arXiv</h1>
      <p class="muted">
        <span lang="zh">已收录 {props.totalPapers.toLocaleString('en')} 篇 · 会议信息取自 arXiv 的 Comments 与 Journal-ref，有官方录用列表的会议已逐篇核实（✓）。</span><br />
        <span lang="en">{props.totalPapers.toLocaleString('en')} papers stored · venues detected from arXiv comments and journal-ref, verified against accepted-paper lists where available.</span>
      </p>
      <RankLinks ccf={props.ccf} href={(r) => homeHref(r, focus)} />
      {focus !== null ? <p class="small"><a href={q(null)}>← 所有年份 All years</a></p> : null}
      {years.length === 0 ? <p>{focus !== null ? `${focus} 年暂无会议论文 · No venue editions in ${focus}.` : <>还没有会议论文，请用 <code>paperboard import FILE.jsonl</code> 导入论文 · No venue editions yet. Import papers with <code>paperboard import FILE.jsonl</code>.</>}</p> : null}
      {years.map((y) => {
        const ofYear = editions.filter((e) => e.year === y);
        const listed = focus === null ? ofYear.slice(0, HOME_PER_YEAR) : ofYear;
        const t = totals.get(y)!;
        const rest = { editions: t.editions - listed.length, papers: t.papers - listed.reduce((n, e) => n + e.papers, 0) };
        return (
          <section>
            <h2>{focus === null ? <a href={q(y)}>{y}</a> : y}</h2>
            <ul class="venues">
              {listed.map((e) => (
                <li>
                  <a href={`/venues/${e.edition}`}>{e.venue} {e.year}</a> <RankTag venue={e.venue} /> <span class="muted">{editionCounts(e)}</span>
                </li>
              ))}
            </ul>
            {rest.editions > 0 ? (
              <p class="small"><a href={q(y)}>另有 {rest.editions.toLocaleString('en')} 个会议与期刊（{rest.papers.toLocaleString('en')} 篇）· {rest.editions.toLocaleString('en')} more {rest.editions === 1 ? 'venue' : 'venues'} in {y} →</a></p>
            ) : null}
          </section>
        );
      })}
      {older.length ? (
        <p class="small">更早年份 Earlier years: {older.map((y, i) => <>{i ? ' · ' : ''}<a href={q(y)}>{y}</a></>)}</p>
      ) : null}
    </Layout>
  );
}
