import type { InstitutionSummary } from '../../institutions/queries.ts';
import { FILTER_STATUSES, type VenueFilterParams } from '../../papers/edition-filters.ts';
import { countryName } from './institution-common.tsx';
import { CCF_TIERS } from '../../papers/rank-filter.ts';
import { NO_PROGRAMME } from '../../papers/edition-order.ts';
import { programmeText, trackLabel } from '../../venues/programme.ts';
import { bilingual, STATUS_WORDS, wordsOf } from './venue-words.tsx';

/** The query string of a venue page with these filters plus `extra` (an `undefined` in extra drops that key). */
export function venueHref(edition: string, p: VenueFilterParams, extra: Record<string, string | number | undefined> = {}): string {
  const s = new URLSearchParams();
  const all: Record<string, string | number | boolean | undefined> = { ...p, verified: p.verified ? '1' : undefined, ...extra };
  for (const [k, v] of Object.entries(all)) if (v !== undefined && v !== '' && v !== false) s.set(k, String(v));
  const qs = s.toString();
  return `/venues/${edition}${qs ? `?${qs}` : ''}`;
}

/** True when any filter is set. */
export function anyFilter(p: VenueFilterParams): boolean {
  return Object.values(p).some((v) => v !== undefined && v !== false);
}

/** The filter form of a venue page: plain GET, works without JavaScript; pagination restarts at page 1. */
export function VenueFilterForm(props: {
  edition: string; p: VenueFilterParams; tracks: { track: string; n: number }[]; programmes?: { programme: string | null; n: number }[]; countries: string[]; institutions: InstitutionSummary[];
}) {
  const { p } = props;
  const programmes = (props.programmes ?? []).some((x) => x.programme !== null) ? props.programmes! : [];
  return (
    <details class="filters" open={anyFilter(p)}>
      <summary>筛选 Filters{anyFilter(p) ? ' · 已启用 on' : ''}</summary>
      <form method="get" action={`/venues/${props.edition}`}>
        <label>关键词 Keywords <input type="search" name="q" value={p.q ?? ''} placeholder="e.g. diffusion, 联邦学习" /></label>
        <label>分组 Track <select name="track">
          <option value="">全部 all</option>
          {props.tracks.map((t) => <option value={t.track} selected={p.track === t.track}>{t.track === 'other' && programmes.length ? 'other, all programmes 全部专场' : trackLabel(t.track)} ({t.n})</option>)}
        </select></label>
        {programmes.length ? <label>专场 Programme <select name="programme">
          <option value="">全部 all</option>
          {programmes.map((x) => (x.programme === null
            ? <option value={NO_PROGRAMME} selected={p.programme === NO_PROGRAMME}>other, unnamed 未命名 ({x.n})</option>
            : <option value={x.programme} selected={p.programme === x.programme}>{programmeText(x.programme)} ({x.n})</option>))}
        </select></label> : null}
        <label>状态 Status <select name="status">
          <option value="">已接收/已发表 accepted or published</option>
          {FILTER_STATUSES.map((s) => <option value={s} selected={p.status === s}>{bilingual(wordsOf(STATUS_WORDS, s))}</option>)}
        </select></label>
        <label>机构 Institution <input name="institution" value={p.institution ?? ''} list={`inst-${props.edition}`} placeholder="name, 中文名 or acronym" /></label>
        <datalist id={`inst-${props.edition}`}>{props.institutions.map((i) => <option value={i.name_en}>{i.name_zh ?? ''}</option>)}</datalist>
        <label>国家 Country <select name="country">
          <option value="">全部 all</option>
          {props.countries.map((c) => <option value={c} selected={p.country === c}>{countryName(c)}</option>)}
        </select></label>
        <label>分类 Category <input name="category" value={p.category ?? ''} placeholder="cs.LG" size={8} /></label>
        <label>CCF 等级 rank <select name="ccf">
          <option value="">全部 all</option>
          {CCF_TIERS.map((r) => <option value={r} selected={p.ccf === r}>CCF-{r}</option>)}
        </select></label>
        <label class="check"><input type="checkbox" name="verified" value="1" checked={Boolean(p.verified)} /> 仅已核实 verified only</label>
        <button class="btn" type="submit">应用 Apply</button> <a href={`/venues/${props.edition}`}>清除 clear</a>
      </form>
    </details>
  );
}
