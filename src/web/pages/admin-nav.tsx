/** The admin area's sections, in the order the nav lists them. */
export const ADMIN_SECTIONS = [
  ['/admin', '管理 Admin'], ['/admin/reports', '待审纠错 Reports'], ['/admin/openalex', '机构核对 OpenAlex'], ['/admin/corrections', '更正记录 Corrections'],
  ['/admin/harvest', '抓取 Harvest'], ['/admin/lists', '官方列表 Lists'], ['/admin/llm', '模型用量 LLM'],
] as const;

/** The links between the admin pages, on each of them: the page shown is marked (`aria-current`), not a link to itself. */
export function AdminNav(props: { current: (typeof ADMIN_SECTIONS)[number][0] }) {
  return (
    <nav class="admin-nav small" aria-label="管理页面 Admin pages">
      {ADMIN_SECTIONS.map(([href, label], i) => <>{i ? ' · ' : ''}{href === props.current ? <b aria-current="page">{label}</b> : <a href={href}>{label}</a>}</>)}
    </nav>
  );
}
