import { Layout, Pager } from '../layout.tsx';
import { PaperCard, RankTag } from './paper-card.tsx';
import type { CardData } from '../../cards/card-data.ts';
import type { InstitutionSummary } from '../../institutions/queries.ts';
import { anyFilter, VenueFilterForm, venueHref } from './venue-filters.tsx';
import type { VenueFilterParams } from '../../papers/edition-filters.ts';
import { CompletenessLines, ListOnlySection } from './list-only.tsx';
import type { ListCompleteness } from '../../official/completeness.ts';
import type { ListOnlyEntry, MatchCounts } from '../../venues/lists/match-list.ts';
import { DistributionLinks, feedHead } from '../distribution/links.tsx';
import { programmeText, trackLabel } from '../../venues/programme.ts';
import { NO_PROGRAMME } from '../../papers/edition-order.ts';
import { findVenue } from '../../venues/catalogue.ts';

/** A track or programme a reader can pick: its label, papers, and the query parameter it sets. */
export interface TrackChoice { label: string; n: number; track?: string; programme?: string }

/**
 * The tracks a reader picks from, each with its papers and link: the track "other" as its named programmes ("Journal
 * Track 期刊论文专场 (12)"), then "other (N)" for its papers whose programme has no name; every other track as it is.
 */
export function trackChoices(tracks: { track: string; n: number }[], programmes: { programme: string | null; n: number }[]): TrackChoice[] {
  return tracks.flatMap<TrackChoice>((t) => {
    if (t.track !== 'other' || !programmes.some((p) => p.programme !== null)) return [{ label: trackLabel(t.track), n: t.n, track: t.track }];
    return programmes.map((p) => (p.programme === null ? { label: trackLabel('other'), n: p.n, programme: NO_PROGRAMME } : { label: programmeText(p.programme), n: p.n, programme: p.programme }));
  });
}

/** `/venues/<edition>`: the edition's papers in the reference layout, paginated, with filters (track, status, verified, institution, country, category, keywords). */
export function VenuePage(props: {
  edition: string; venue: string; year: number; cards: CardData[]; total: number; /** the total was counted only this far (a keyword filter): "N+" */ capped?: boolean; page: number; pageSize: number;
  tracks: { track: string; n: number }[]; track?: string; query: string;
  /** The track "other" by programme (null: none named), as editionInfo counts it. */
  programmes?: { programme: string | null; n: number }[];
  filters?: VenueFilterParams; terms?: string[]; countries?: string[]; institutions?: InstitutionSummary[];
  listOnly?: { entries: ListOnlyEntry[]; counts: MatchCounts; page: number; shown?: number; filtered?: boolean };
  /** How complete the edition is by each of its accepted lists (official sources first). */
  completeness?: ListCompleteness[];
  /** False for an edition known only from an accepted list: it has no stats, feeds or exports yet, so no links to them. */
  hasPapers?: boolean;
}) {
  const hasPapers = props.hasPapers ?? true;
  const filters = props.filters ?? { track: props.track };
  const choices = trackChoices(props.tracks, props.programmes ?? []);
  const shown = filters.programme === undefined ? (props.track && trackLabel(props.track)) : choices.find((c) => c.programme === filters.programme)?.label ?? filters.programme;
  const qs = (extra: Record<string, string | number | undefined>) => venueHref(props.edition, filters, extra);
  const sel = { kind: 'venue' as const, edition: props.edition, params: filters };
  return (
    <Layout title={`${props.venue} ${props.year}`} feeds={hasPapers ? feedHead(sel, `${props.venue} ${props.year}`) : undefined}>
      <h1>{props.venue} {props.year} <RankTag venue={props.venue} /></h1>
      {fullName(props.venue) ? <p class="muted venue-full">{fullName(props.venue)}</p> : null}
      <p class="muted">共 {props.total.toLocaleString('en')}{props.capped ? '+' : ''} 篇 · {props.total.toLocaleString('en')}{props.capped ? '+' : ''} papers{shown ? ` in track “${shown}”` : ''}</p>
      <CompletenessLines lists={props.completeness ?? []} edition={props.edition} />
      <p class="small">
        <a href={qs({ track: undefined, programme: undefined, page: undefined })}>全部 all</a>
        {choices.map((t) => <> · <a href={qs({ track: t.track, programme: t.programme, page: undefined })}>{t.label} ({t.n})</a></>)}
        {hasPapers ? <>{' · '}<a href={`/stats/${props.edition}`}>统计 Stats</a></> : null}
      </p>
      {hasPapers ? <DistributionLinks sel={sel} label={`${props.venue} ${props.year}${shown ? ` · ${shown}` : ''}`} /> : null}
      <VenueFilterForm edition={props.edition} p={filters} tracks={props.tracks} programmes={props.programmes ?? []} countries={props.countries ?? []} institutions={props.institutions ?? []} />
      {props.cards.map((c) => <PaperCard c={c} terms={props.terms} />)}
      {hasPapers && props.total === 0 && anyFilter(filters) ? <p class="empty">没有符合筛选条件的论文 · No papers match these filters. <a href={`/venues/${props.edition}`}>清除筛选 Clear the filters</a>{filters.q ? <> · <a href={`/search?q=${encodeURIComponent(filters.q)}`}>在所有会议中搜索 Search every venue for “{filters.q}”</a></> : null}</p> : null}
      <Pager page={props.page} pageSize={props.pageSize} total={props.total + (props.capped ? 1 : 0)} href={(n) => qs({ page: n })} />
      {props.listOnly ? <ListOnlySection {...props.listOnly} pageSize={props.pageSize} href={(n) => `${qs({ list_page: n })}#list-only`} /> : null}
    </Layout>
  );
}

/** A venue's name in full as the catalogue gives it first ("ICINCO" alone says little to a reader who does not know it), or null. */
function fullName(venue: string): string | null {
  const full = findVenue(venue)?.full?.[0];
  return full && full !== venue ? full : null;
}
