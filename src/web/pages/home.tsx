import { Layout } from '../layout.tsx';
import { RankTag } from './paper-card.tsx';
import { RankLinks } from './rank-links.tsx';

/** "503 papers: 412 main · 91 workshop · 30 verified": main track and workshops counted apart (other tracks only in the total). */
function editionCounts(e: { papers: number; main: number; workshop: number; verified: number }): string {
  const parts = [`${e.main} main`, ...(e.workshop ? [`${e.workshop} workshop`] : []), ...(e.verified ? [`${e.verified} verified`] : [])];
  return `${e.papers} ${e.papers === 1 ? 'paper' : 'papers'}: ${parts.join(' · ')}`;
}

/** `/`: venues grouped by year, each edition with its paper count, main track and workshops apart; `?ccf=A` keeps CCF-A venues only. */
export function HomePage(props: { editions: { edition: string; venue: string; year: number; papers: number; main: number; workshop: number; verified: number }[]; totalPapers: number; ccf?: string | null }) {
  const years = [...new Set(props.editions.map((e) => e.year))].sort((a, b) => b - a);
  return (
    <Layout title="会议论文 Venues">
      <h1>会议论文 · Conference papers on arXiv</h1>
      <p class="muted">
        <span lang="zh">已收录 {props.totalPapers.toLocaleString('en')} 篇 · 会议信息取自 arXiv 的 Comments 与 Journal-ref，有官方录用列表的会议已逐篇核验（✓）。</span><br />
        {props.totalPapers.toLocaleString('en')} papers stored · venues detected from arXiv comments and journal-ref, verified against accepted-paper lists where available.
      </p>
      <RankLinks ccf={props.ccf} href={(r) => (r ? `/?ccf=${r}` : '/')} />
      {years.length === 0 ? <p>No venue editions yet. Import papers with <code>paperboard import FILE.jsonl</code>.</p> : null}
      {years.map((y) => (
        <section>
          <h2>{y}</h2>
          <ul class="venues">
            {props.editions.filter((e) => e.year === y).map((e) => (
              <li>
                <a href={`/venues/${e.edition}`}>{e.venue} {e.year}</a> <RankTag venue={e.venue} /> <span class="muted">{editionCounts(e)}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Layout>
  );
}
