import type { Selectable } from 'kysely';
import { Layout, Wide } from '../layout.tsx';
import { PaperCard } from './paper-card.tsx';
import type { CardData } from '../../cards/card-data.ts';
import type { PaperVersionsTable } from '../../store/schema.ts';
import { absUrl } from '../../arxiv/ids.ts';
import { placeLabel, programmeLabel } from '../../venues/programme.ts';
import { bilingual, PRESENTATION_WORDS, SELF_REPORTED, SOURCE_WORDS, STATUS_WORDS, VERIFIED, wordsOf } from './venue-words.tsx';
import { paperExportPath } from '../distribution/selection-info.ts';
import { AffiliationTable, CorrectedMark, CorrectionHistory, ReportLink } from './correction-marks.tsx';

/** `/papers/<id>` (its canonical URL named in `<link rel=canonical>`, whichever encoding of the id was asked for): one paper with its abstract, every venue mention with evidence, and all versions. */
export function PaperPage(props: { c: CardData; versions: Selectable<PaperVersionsTable>[] }) {
  const p = props.c.paper;
  return (
    <Layout title={p.title} head={<link rel="canonical" href={`/papers/${p.id}`} />}>
      <PaperCard c={props.c} heading="h1" />
      <p class="small">引用本文 Cite this paper: <a href={paperExportPath(p.id, 'bibtex')} download>BibTeX</a> · <a href={paperExportPath(p.id, 'ris')} download type="application/x-research-info-systems">RIS</a> · <a href={paperExportPath(p.id, 'csl-json')} download type="application/vnd.citationstyles.csl+json">CSL-JSON</a> · 记录下载 Record: <a href={paperExportPath(p.id, 'json')} download>JSON</a> · <a href={paperExportPath(p.id, 'markdown')} download>Markdown</a></p>
      {props.c.summaryEn.state === 'done' ? <p class="field"><span class="label">英文总结 AI summary</span><span lang="en">{props.c.summaryEn.value}</span><ReportLink c={props.c} field="summary_en" /><CorrectedMark c={props.c} field="summary_en" /></p> : null}
      <h2>摘要 Abstract</h2>
      <p lang="en">{p.abstract ?? '—'}</p>
      <h2>会议依据 Venue evidence</h2>
      {props.c.venues.length === 0 ? <p class="muted">Comments 与 Journal-ref 未提及会议 · No venue mentioned in the comments or journal-ref.</p> : (
        <Wide label="会议依据 Venue evidence"><table>
          <tr><th>会议 venue</th><th>类别 track</th><th>状态 status</th><th>来源 source</th><th>原文 evidence</th></tr>
          {props.c.venues.map((v) => (
            <tr><td>{v.venue} {v.year ?? ''}</td><td>{placeLabel({ ...v, programme: programmeLabel(v) })}</td><td>{bilingual(wordsOf(STATUS_WORDS, v.status))}{v.presentation ? ` (${bilingual(wordsOf(PRESENTATION_WORDS, v.presentation))})` : ''} · {bilingual(v.verified ? VERIFIED : SELF_REPORTED)}</td><td>{bilingual(wordsOf(SOURCE_WORDS, v.source))}</td><td lang="en">{v.evidence}</td></tr>
          ))}
        </table></Wide>
      )}
      <AffiliationTable c={props.c} />
      <CorrectionHistory c={props.c} />
      <h2>版本 Versions</h2>
      <Wide label="版本 Versions"><table>
        <tr><th>版本 version</th><th>提交 submitted</th><th>当时标题 title then</th></tr>
        {props.versions.map((v) => (
          <tr>
            <td><a href={absUrl(p.id, v.version)}>v{v.version}</a>{v.version === p.version ? ' (当前 current)' : ''}</td>
            <td>{v.created_at ?? 'unknown'}</td>
            <td lang="en">{v.version === p.version ? p.title : (v.title ?? <span class="muted">not recorded</span>)}</td>
          </tr>
        ))}
      </table></Wide>
      <p class="small muted">分类 Categories: {p.categories ?? '—'} · DOI: {p.doi ?? '—'} · 来源 Source: {p.source ?? '—'} · 更新 Updated {p.updated_at ?? '—'}</p>
    </Layout>
  );
}
