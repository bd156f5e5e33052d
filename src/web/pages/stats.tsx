import { trackLabel } from '../../venues/programme.ts';
import { Layout } from '../layout.tsx';
import { institutionHref, type InstitutionSummary } from '../../institutions/queries.ts';
import { countryName, institutionLabel } from './institution-common.tsx';
import { barChartSvg } from './stats-chart.ts';

/** What `/stats/<edition>` shows. */
export interface StatsData {
  edition: string;
  venue: string;
  year: number;
  coverage: { papers: number; withInstitutions: number };
  institutions: InstitutionSummary[];
  countries: { country: string | null; papers: number }[];
  tracks: { track: string; n: number }[];
}

/** A chart (server-drawn SVG) with its numbers as a linked table under it. */
function ChartSection(props: { title: string; svg: { wide: string; narrow: string }; rows: { label: string; href?: string; n: number }[]; empty: string }) {
  return (
    <section class="chart-box">
      <h2>{props.title}</h2>
      {props.rows.length === 0 ? <p class="muted">{props.empty}</p> : <>
        <div class="chart chart-wide" dangerouslySetInnerHTML={{ __html: props.svg.wide }} />
        <div class="chart chart-narrow" dangerouslySetInnerHTML={{ __html: props.svg.narrow }} />
        <details><summary>数据 Data</summary>
          <table><tbody>{props.rows.map((r) => <tr><td>{r.href ? <a href={r.href}>{r.label}</a> : r.label}</td><td>{r.n}</td></tr>)}</tbody></table>
        </details>
      </>}
    </section>
  );
}

const zhCountry = (c: string | null) => countryName(c).split(' ')[0];

/** `/stats/<edition>`: papers per institution (top 20), per country and per track, as charts that need no JavaScript. */
export function StatsPage(props: { d: StatsData }) {
  const { d } = props;
  const venueHref = (q: Record<string, string>) => `/venues/${d.edition}?${new URLSearchParams(q)}`;
  const inst = d.institutions.map((i) => ({ label: institutionLabel(i), chart: i.name_zh ?? i.name_en, href: institutionHref(i), n: i.papers }));
  const countries = d.countries.map((c) => ({ label: countryName(c.country), chart: zhCountry(c.country), href: c.country ? venueHref({ country: c.country }) : undefined, n: c.papers }));
  const tracks = d.tracks.map((t) => ({ label: trackLabel(t.track), chart: trackLabel(t.track), href: venueHref({ track: t.track }), n: t.n }));
  // Each chart twice, for a wide screen and a phone (the stylesheet shows one): scaled down, the wide one's labels are unreadable on a phone.
  const svg = (title: string, rows: { chart: string; n: number }[], color?: string) => {
    const bars = rows.map((r) => ({ label: r.chart, value: r.n }));
    return { wide: rows.length ? barChartSvg(title, bars, color) : '', narrow: rows.length ? barChartSvg(title, bars, color, 'narrow') : '' };
  };
  return (
    <Layout title={`${d.venue} ${d.year} 统计`}>
      <h1>{d.venue} {d.year} · 统计 Statistics</h1>
      <p class="muted">{d.coverage.papers} 篇论文 papers (accepted or published) · 机构已知 institutions known for {d.coverage.withInstitutions} · <a href={`/venues/${d.edition}`}>论文列表 paper list</a></p>
      <ChartSection title="机构 Papers per institution (top 20)" svg={svg('各机构论文数 Papers per institution', inst)} rows={inst} empty="本届论文的机构还没有提取 · No institutions extracted for this edition yet." />
      <ChartSection title="国家/地区 Papers per country" svg={svg('各国家/地区论文数 Papers per country', countries, '#1a7f5a')} rows={countries} empty="本届论文的机构还没有提取 · No institutions extracted for this edition yet." />
      <ChartSection title="分组 Papers per track" svg={svg('各分组论文数 Papers per track', tracks, '#b35c00')} rows={tracks} empty="本届还没有论文 · No papers yet." />
      <p class="small muted">一篇论文按其每个机构、每个国家/地区各计一次 · A paper counts once for each of its institutions and countries.</p>
    </Layout>
  );
}
