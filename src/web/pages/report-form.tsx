import { Layout } from '../layout.tsx';
import type { CardData } from '../../cards/card-data.ts';
import { displayValue, FIELDS, parseVenueValue, type FieldKey } from '../../corrections/fields.ts';
import { VenueInputs, venueInputValues, type VenueInputError, type VenueInputValues } from './venue-inputs.tsx';
import { CSRF_FIELD } from '../security/csrf.ts';
import { CORRECTIONS_CSS_URL } from '../routes/assets.ts';

/** Everything the report form shows. */
export interface ReportFormProps {
  card: CardData;
  field: FieldKey;
  targetKey: string;
  current: string | null;
  csrf: string;
  error?: string;
  proposed?: string;
  note?: string;
  /** A venue proposal sent back: the inputs as typed and the field at fault. */
  venue?: { values: VenueInputValues; error?: VenueInputError };
}


/** The 纠错 form itself (also served alone for inline use by report.js). */
export function ReportForm(props: ReportFormProps) {
  const p = props.card.paper;
  const f = props.field;
  const affs = props.card.corrections?.affiliations ?? [];
  return (
    <form class="report-form" method="post" action="/report">
      <input type="hidden" name={CSRF_FIELD} value={props.csrf} />
      <input type="hidden" name="paper" value={p.id} />
      <input type="hidden" name="field" value={f} />
      {f === 'affiliation' && !props.targetKey && affs.length
        ? <label>哪一条机构 · Which affiliation <select name="key">{affs.map((a) => <option value={a.key}>{a.author} — {a.text}</option>)}</select></label>
        : <input type="hidden" name="key" value={props.targetKey} />}
      {props.error && !props.venue?.error ? <p class="report-error" role="alert">{props.error}</p> : null}
      <p class="small"><span class="label">{FIELDS[f].label} · 当前 now</span><span class="report-current">{displayValue(f, props.current)}</span></p>
      {f === 'venue'
        ? <VenueInputs prefix="v_" legend="建议的会议信息 · Proposed venue" values={props.venue?.values ?? venueInputValues(props.current ? parseVenueValue(props.current) : null)} error={props.venue?.error} />
        : <label>建议值 · Proposed value<br /><textarea name="proposed" required rows={f.startsWith('summary') ? 4 : 2} maxlength={FIELDS[f].max}>{props.proposed ?? props.current ?? ''}</textarea></label>}
      <br /><label>说明（可选）· Note (optional)<br /><textarea name="note" rows={2} maxlength={1000}>{props.note ?? ''}</textarea></label>
      <div class="hp" aria-hidden="true"><label>此项留空 Leave this empty <input name="website" tabindex={-1} autocomplete="off" /></label></div>
      <p><button class="btn" type="submit">提交 Send report</button> <span class="small muted">无需账号，每条纠错都由管理员审核 · No account needed; a moderator reviews every report.</span></p>
    </form>
  );
}

/** `/report`: the form on its own page (works without JavaScript). */
export function ReportPage(props: ReportFormProps) {
  const p = props.card.paper;
  return (
    <Layout title="纠错 · Report an error" head={<link rel="stylesheet" href={CORRECTIONS_CSS_URL} />}>
      <h1>纠错 · Report an error</h1>
      <p><a href={`/papers/${p.id}`}>{p.title}</a> <span class="muted small">arXiv:{p.id}</span></p>
      <ReportForm {...props} />
    </Layout>
  );
}

/** Said (with its English) when the same reader files the same open report again. */
export const ALREADY_FILED_ZH = '这条纠错你已经提交过，正在等待管理员审核，没有重复提交';

/** After a report: thanks (or, for one the reader already filed, that it was not filed twice), and the way back to the paper. */
export function ReportThanks(props: { paperId: string; already?: boolean }) {
  return (
    <Layout title="谢谢 · Thanks">
      <h1>谢谢 · Thank you</h1>
      {props.already ? <p>{ALREADY_FILED_ZH} · You already filed this report; it is waiting for a moderator, so it was not filed twice.</p> : <p>纠错已提交，等待管理员审核；采纳的更正会显示在论文页上，并保留更正记录。 · Your report is waiting for a moderator. Accepted corrections show on the paper page with their history.</p>}
      {props.paperId ? <p><a href={`/papers/${props.paperId}`}>← 返回论文 back to the paper</a></p> : <p><a href="/">← 返回首页 Home</a></p>}
    </Layout>
  );
}
