import type { CardData } from '../../cards/card-data.ts';
import { displayValue, FIELDS, isField } from '../../corrections/fields.ts';
import { Wide } from '../layout.tsx';

/** The 纠错 link beside a field: opens the report form (inline with JavaScript, as a page without). */
export function ReportLink(props: { c: CardData; field: string; k?: string }) {
  const q = new URLSearchParams({ paper: props.c.paper.id, field: props.field });
  if (props.k) q.set('key', props.k);
  // Named by its field (and venue), so a screen reader's list of links tells the 纠错 links of one paper apart.
  const what = `${isField(props.field) ? FIELDS[props.field].label : props.field}${props.k && props.field === 'venue' && props.k !== 'new' ? ` ${props.k.replace('|', ' ').toUpperCase()}` : ''}`;
  return <a class="report-link small" href={`/report?${q}`} rel="nofollow" title="Report an error · 纠错" aria-label={`纠错 Report an error: ${what}`}>纠错</a>;
}

/** "corrected on <date>" beside a field that has an active correction (or, given `at`, beside a value corrected then). */
export function CorrectedMark(props: { c: CardData; field?: string; k?: string; at?: string }) {
  const at = props.at ?? (props.field ? props.c.corrections?.active[`${props.field}|${props.k ?? ''}`]?.at : undefined);
  if (!at) return null;
  return <a class="corrected small" href={`/papers/${props.c.paper.id}#corrections`} title="查看更正记录 See the correction history">已更正 corrected on {at.slice(0, 10)}</a>;
}

/** Per-author affiliations with a 纠错 link each (paper page). */
export function AffiliationTable(props: { c: CardData }) {
  const affs = props.c.corrections?.affiliations ?? [];
  if (!affs.length) return null;
  return (
    <>
      <h2>Authors and affiliations · 作者与机构</h2>
      <Wide label="作者与机构 Authors and affiliations"><table class="affiliations">
        <tr><th>作者 author</th><th>机构原文 affiliation as printed</th><th><span class="sr-only">纠错 report</span></th></tr>
        {affs.map((a) => (
          <tr><td>{a.author}</td><td>{a.text}</td><td><ReportLink c={props.c} field="affiliation" k={a.key} /><CorrectedMark c={props.c} field="affiliation" k={a.key} /></td></tr>
        ))}
      </table></Wide>
    </>
  );
}

/** The correction history of a paper: old, new, when, by whom, which report, undone or not. */
export function CorrectionHistory(props: { c: CardData }) {
  const h = props.c.corrections?.history ?? [];
  if (!h.length) return null;
  return (
    <section id="corrections">
      <h2>Corrections · 更正记录</h2>
      <Wide label="更正记录 Corrections"><table class="corrections">
        <tr><th>时间 when</th><th>字段 field</th><th>原值 was</th><th>现值 now</th><th>更正人 by</th><th>纠错 report</th><th>状态 state</th></tr>
        {h.map((x) => (
          <tr>
            <td>{x.created_at.slice(0, 10)}</td>
            <td>{isField(x.field) ? FIELDS[x.field].label : x.field}{x.scope === 'alias' ? ' (所有署此机构的论文 every paper with this affiliation)' : ''}</td>
            <td>{displayValue(x.field, x.old_value)}</td>
            <td>{displayValue(x.field, x.new_value)}</td>
            <td>{x.created_by}</td>
            <td>{x.report_id ? `#${x.report_id}` : '—'}</td>
            <td>{x.undone_at ? `已撤销 undone ${x.undone_at.slice(0, 10)}` : '生效 active'}</td>
          </tr>
        ))}
      </table></Wide>
    </section>
  );
}
