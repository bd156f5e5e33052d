import type { Selectable } from 'kysely';
import { Layout } from '../layout.tsx';
import { PaperCard } from './paper-card.tsx';
import type { CardData } from '../../cards/card-data.ts';
import type { PaperVersionsTable } from '../../store/schema.ts';
import { absUrl } from '../../arxiv/ids.ts';
import { placeLabel, programmeLabel } from '../../venues/programme.ts';
import { AffiliationTable, CorrectedMark, CorrectionHistory, ReportLink } from './correction-marks.tsx';

/** `/papers/<id>` (its canonical URL named in `<link rel=canonical>`, whichever encoding of the id was asked for): one paper with its abstract, every venue mention with evidence, and all versions. */
export function PaperPage(props: { c: CardData; versions: Selectable<PaperVersionsTable>[] }) {
  const p = props.c.paper;
  return (
    <Layout title={p.title} head={<link rel="canonical" href={`/papers/${p.id}`} />}>
      <PaperCard c={props.c} heading="h1" />
      {props.c.summaryEn.state === 'done' ? <p class="field"><span class="label">AI summary</span>{props.c.summaryEn.value}<ReportLink c={props.c} field="summary_en" /><CorrectedMark c={props.c} field="summary_en" /></p> : null}
      <h2>Abstract</h2>
      <p>{p.abstract ?? '—'}</p>
      <h2>Venue evidence</h2>
      {props.c.venues.length === 0 ? <p class="muted">No venue mentioned in the comments or journal-ref.</p> : (
        <table>
          <tr><th>venue</th><th>track</th><th>status</th><th>source</th><th>evidence</th></tr>
          {props.c.venues.map((v) => (
            <tr><td>{v.venue} {v.year ?? ''}</td><td>{placeLabel({ ...v, programme: programmeLabel(v) })}</td><td>{v.status}{v.presentation ? ` (${v.presentation})` : ''}{v.verified ? ' ✓' : ''}</td><td>{v.source}</td><td>{v.evidence}</td></tr>
          ))}
        </table>
      )}
      <AffiliationTable c={props.c} />
      <CorrectionHistory c={props.c} />
      <h2>Versions</h2>
      <table>
        <tr><th>version</th><th>submitted</th><th>title then</th></tr>
        {props.versions.map((v) => (
          <tr>
            <td><a href={absUrl(p.id, v.version)}>v{v.version}</a>{v.version === p.version ? ' (current)' : ''}</td>
            <td>{v.created_at ?? 'unknown'}</td>
            <td>{v.version === p.version ? p.title : (v.title ?? <span class="muted">not recorded</span>)}</td>
          </tr>
        ))}
      </table>
      <p class="small muted">Categories: {p.categories ?? '—'} · DOI: {p.doi ?? '—'} · Source: {p.source ?? '—'} · Updated {p.updated_at ?? '—'}</p>
    </Layout>
  );
}
