import { Layout, Pager } from '../layout.tsx';
import { PaperCard } from './paper-card.tsx';
import type { CardData } from '../../cards/card-data.ts';
import { institutionHref, type InstitutionSummary } from '../../institutions/queries.ts';
import { InstitutionList, countryName, institutionLabel } from './institution-common.tsx';
import { DistributionLinks, feedHead } from '../distribution/links.tsx';

/** What the institution page shows. */
export interface InstitutionPageData {
  inst: InstitutionSummary;
  /** other institutions with the same name */
  namesakes: InstitutionSummary[];
  editions: { edition: string; venue: string; year: number; papers: number }[];
  coInstitutions: InstitutionSummary[];
  /** this page's papers, each with the edition it is listed under */
  rows: { card: CardData; venue: string | null; year: number | null }[];
  total: number;
  page: number;
  pageSize: number;
}

function groupLabel(venue: string | null, year: number | null): string {
  return venue ? `${venue} ${year ?? ''}`.trim() : '未检测到会议 · Other arXiv papers';
}

/** The papers of a page in groups of one venue and year each, in the order given. */
function Groups(props: { rows: InstitutionPageData['rows'] }) {
  const out = [];
  let last: string | undefined;
  for (const r of props.rows) {
    const label = groupLabel(r.venue, r.year);
    if (label !== last) out.push(<h2 class="group">{label}</h2>);
    last = label;
    out.push(<PaperCard c={r.card} />);
  }
  return <>{out}</>;
}

/** `/institutions/<slug>`: an institution's papers grouped by venue and year, its editions and its co-authors' institutions. */
export function InstitutionPage(props: { d: InstitutionPageData }) {
  const { d } = props;
  const i = d.inst;
  const ambiguous = d.namesakes.length > 0;
  const self = institutionHref(i, ambiguous);
  const pageHref = (n: number) => `${self}${self.includes('?') ? '&' : '?'}page=${n}`;
  const sel = { kind: 'institution', id: i.id } as const;
  const label = institutionLabel(i);
  return (
    <Layout title={label} feeds={feedHead(sel, label)}>
      <h1>{i.name_en}{i.name_zh ? <span lang="zh">（{i.name_zh}）</span> : null}</h1>
      <p class="muted">
        {countryName(i.country)} · {i.papers} 篇论文 papers
        {i.ror ? <> · <a href={`https://ror.org/${i.ror}`} rel="noopener">ROR {i.ror}</a></> : null}
        {i.id.startsWith('moe-') ? <> · 名称来源 Names from <a href="https://data.gov.tw/dataset/6091" rel="noopener">教育部大专校院名录 Ministry of Education (Taiwan)</a>, Open Government Data License 1.0</> : null}
      </p>
      <DistributionLinks sel={sel} label={label} />
      {ambiguous ? <p class="small">同名机构 Same name: {d.namesakes.map((n) => <><a href={institutionHref(n, true)}>{institutionLabel(n)} ({n.country ?? '?'}, {n.papers})</a> </>)}</p> : null}
      <div class="inst-cols">
        <section>
          <h2>会议 Venues</h2>
          {d.editions.length === 0 ? <p class="muted">还没有检测到已录用的论文 · No accepted papers detected yet.</p> : (
            <ul class="plain">{d.editions.map((e) => (
              <li><a href={`/venues/${e.edition}?${new URLSearchParams({ institution: i.slug })}`}>{e.venue} {e.year}</a> <span class="muted">{e.papers}</span></li>
            ))}</ul>
          )}
        </section>
        <section>
          <h2>合作机构 Co-authors' institutions</h2>
          {d.coInstitutions.length === 0 ? <p class="muted">暂无 · None yet.</p> : <InstitutionList items={d.coInstitutions} unit="篇合作论文 shared papers" />}
        </section>
      </div>
      <Groups rows={d.rows} />
      <Pager page={d.page} pageSize={d.pageSize} total={d.total} href={pageHref} />
    </Layout>
  );
}
