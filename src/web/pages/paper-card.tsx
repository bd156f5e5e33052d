import { absUrl, pdfUrl } from '../../arxiv/ids.ts';
import type { CardData, MachineField } from '../../cards/card-data.ts';
import type { PaperVenue } from '../../papers/queries.ts';
import { highlight } from '../highlight.tsx';
import { venueKey } from '../../corrections/fields.ts';
import { CorrectedMark, ReportLink } from './correction-marks.tsx';
import { institutionText } from '../../exports/record.ts';
import { mentionRank, rankTitle } from '../../venues/ranks.ts';
import { placeNames } from '../../venues/programme.ts';
import { Bi, bilingual, PRESENTATION_WORDS, SELF_REPORTED, SOURCE_WORDS, STATUS_WORDS, VERIFIED, wordsOf, type Words } from './venue-words.tsx';

/**
 * The badge of one venue mention: `ICML 2026 · 研讨会: AI for Math · 已接收 · 自报` (on the EN display `ICML 2026 ·
 * Workshop: AI for Math · accepted · self-reported`); a programme beside the main track by its name (`IJCAI 2025 ·
 * 期刊论文专场 · …` / `Journal Track`), not "other". Its hover text says both, with where the mention was read.
 */
export function VenueBadge(props: { v: PaperVenue }) {
  const v = props.v;
  const listed = v.status === 'accepted' || v.status === 'published';
  const cls = `tag${v.verified ? ' verified' : ''}${v.track === 'workshop' ? ' workshop' : ''}${listed ? '' : ' neg'}`;
  const words = [
    v.track !== 'main' ? placeNames(v) : null,
    v.presentation ? wordsOf(PRESENTATION_WORDS, v.presentation) : null,
    wordsOf(STATUS_WORDS, v.status),
    v.verified ? VERIFIED : SELF_REPORTED,
  ].filter((x): x is Words => x !== null);
  const name = `${v.venue}${v.year ? ` ${v.year}` : ''}`;
  const source = bilingual(wordsOf(SOURCE_WORDS, v.source));
  const title = [name, ...words.map(bilingual)].join(' · ') + ` — 来源 source: ${source}${v.evidence ? ` “${v.evidence}”` : ''}`;
  const text = <>{name}{words.map((x) => <> · <Bi w={x} /></>)}</>;
  const badge = v.edition && listed ? <a class={cls} href={`/venues/${v.edition}`} title={title}>{text}</a> : <span class={cls} title={title}>{text}</span>;
  return <>{badge}<RankTag venue={v.venue} track={v.track} /></>;
}

/**
 * The CCF / CORE rank of a venue as a small tag ("CCF-A · CORE A*"), nothing when no list ranks it. A workshop
 * or Findings mention's tag is its host's, muted and said so ("主会 host CCF-A"): the paper itself is not ranked.
 */
export function RankTag(props: { venue: string; track?: string }) {
  const r = mentionRank({ venue: props.venue, track: props.track ?? 'main' });
  if (!r.text) return null;
  if (r.host) return <span class="rank host" title={`主会等级，研讨会 / Findings 论文本身不计入 · the host conference's rank, not this workshop or Findings paper's: ${rankTitle(r.ranks)}`}>主会 {r.text}</span>;
  return <span class={`rank${r.ranks.ccf ? ` ccf-${r.ranks.ccf.toLowerCase()}` : ''}`} title={rankTitle(r.ranks)}>{r.text}</span>;
}

function Machine(props: { f: MachineField; label: string; cls: string; c?: CardData; field?: string }) {
  const fix = props.c && props.field ? <><ReportLink c={props.c} field={props.field} /><CorrectedMark c={props.c} field={props.field} /></> : null;
  if (props.f.state === 'done' && props.f.value) return <p class={props.cls}><span class="label">{props.label}</span>{props.f.value}{fix}</p>;
  return <p class={`${props.cls} pending`}><span class="label">{props.label}</span>{props.f.note}</p>;
}

/**
 * One paper in the layout of the reference page: venue tag, titles, authors, institutions, AI summary, comments, journal ref,
 * links. In lists the title is an `<h2>` linking to the paper page; on the paper page (`heading="h1"`) it is the page's `<h1>`.
 */
export function PaperCard(props: { c: CardData; terms?: string[]; heading?: 'h1' | 'h2' }) {
  const { c } = props;
  const p = c.paper;
  const terms = props.terms ?? [];
  const title = props.heading === 'h1' ? <h1 class="paper-title" lang="en">{p.title}</h1> : <h2 lang="en"><a href={`/papers/${p.id}`}>{highlight(p.title, terms)}</a></h2>;
  return (
    <article class="paper" id={`p-${p.id.replace('/', '-')}`} data-paper={p.id}>
      <div>{c.venues.length ? c.venues.map((v) => <><VenueBadge v={v} /><CorrectedMark c={c} field="venue" k={venueKey(v)} /><ReportLink c={c} field="venue" k={venueKey(v)} /> </>) : <><span class="tag neg">未检测到会议 no venue detected</span><ReportLink c={c} field="venue" k="new" /></>}</div>
      {title}
      {c.titleZh.state === 'done' && c.titleZh.value ? <p class="zh-title" lang="zh">{highlight(c.titleZh.value, terms)}<ReportLink c={c} field="title_zh" /><CorrectedMark c={c} field="title_zh" /></p> : <p class="zh-title pending">中文标题 {c.titleZh.note}</p>}
      <p class="authors" lang="en">{highlight(c.authors.join(', ') || p.authors || '', terms)}</p>
      {c.institutions.state === 'done' && c.institutions.lines.length
        ? <p class="field inst"><span class="label">机构</span>* {c.institutions.lines.map((l, i) => <>{i > 0 ? ' ； ' : ''}{institutionText(l)}<CorrectedMark c={c} at={l.correctedAt} /></>)}{c.institutions.source === 'openalex' ? <span class="small muted" title="论文首页未列出机构，取自 OpenAlex (CC0) · the paper's front matter named none; read from OpenAlex (CC0)"> · via OpenAlex</span> : null}{c.corrections?.affiliations.length ? <ReportLink c={c} field="affiliation" /> : null}</p>
        : <p class="field inst pending"><span class="label">机构</span>待提取 pending — affiliations not read yet</p>}
      <Machine f={c.summaryZh} label="AI总结" cls="field summary" c={c} field="summary_zh" />
      {p.comments ? <p class="field comments"><span class="label">Comments</span><span lang="en">{highlight(p.comments, terms)}</span></p> : null}
      {p.journal_ref ? <p class="field jref"><span class="label">Journal ref</span><span lang="en">{p.journal_ref}</span></p> : null}
      <p class="links small">
        <a href={absUrl(p.id)} rel="noopener">arXiv:{p.id}v{p.version}</a>
        <a href={pdfUrl(p.id)} rel="noopener">PDF</a>
        <span class="muted">{p.primary_category ?? ''} · {(p.submitted_at ?? '').slice(0, 10)}</span>
      </p>
    </article>
  );
}
