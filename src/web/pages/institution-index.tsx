import { Layout, Pager } from '../layout.tsx';
import type { Page } from '../../papers/queries.ts';
import type { InstitutionSummary } from '../../institutions/queries.ts';
import { InstitutionList } from './institution-common.tsx';

/** `/institutions?q=…`: institutions with papers, most papers first, searchable by English or Chinese name or acronym. */
export function InstitutionIndexPage(props: { q: string; res: Page<InstitutionSummary> }) {
  const { q, res } = props;
  return (
    <Layout title="机构 Institutions">
      <h1>机构 Institutions</h1>
      <form class="inline-form" method="get" action="/institutions" role="search" aria-label="搜索机构 Search institutions">
        <input type="search" name="q" value={q} placeholder="名称 name, 中文名 or acronym (SJTU, CMU…)" aria-label="搜索机构 Search institutions" />
        <button class="btn" type="submit">查找 Find</button>
      </form>
      <p class="muted">{res.total} 个机构 institutions{q ? <> matching “{q}”</> : null}</p>
      {res.total === 0 && !q ? <p class="pending">还没有提取到机构：论文的作者单位在后台从论文本身（HTML、LaTeX、PDF）读取，读到后列在这里 · No institutions yet: affiliations are read from the papers themselves in the background and listed here once read.</p> : null}
      <InstitutionList items={res.items} />
      <Pager page={res.page} pageSize={res.pageSize} total={res.total} href={(n) => `/institutions?${new URLSearchParams(q ? { q, page: String(n) } : { page: String(n) })}`} />
    </Layout>
  );
}
