import { Layout, Pager } from '../layout.tsx';
import { PaperCard } from './paper-card.tsx';
import type { CardData } from '../card-data.ts';

/** `/venues/<edition>`: the edition's papers in the reference layout, paginated, with track filters. */
export function VenuePage(props: {
  edition: string; venue: string; year: number; cards: CardData[]; total: number; page: number; pageSize: number;
  tracks: { track: string; n: number }[]; track?: string; query: string;
}) {
  const base = `/venues/${props.edition}`;
  const qs = (extra: Record<string, string | number | undefined>) => {
    const p = new URLSearchParams();
    for (const [k, v] of Object.entries({ track: props.track, ...extra })) if (v !== undefined && v !== '') p.set(k, String(v));
    const s = p.toString();
    return s ? `${base}?${s}` : base;
  };
  return (
    <Layout title={`${props.venue} ${props.year}`}>
      <h1>{props.venue} {props.year}</h1>
      <p class="muted">共 {props.total} 篇 · {props.total} papers{props.track ? ` in track “${props.track}”` : ''}</p>
      <p class="small">
        <a href={qs({ track: undefined, page: undefined })}>全部 all</a>
        {props.tracks.map((t) => <> · <a href={qs({ track: t.track, page: undefined })}>{t.track} ({t.n})</a></>)}
      </p>
      {props.cards.map((c) => <PaperCard c={c} />)}
      <Pager page={props.page} pageSize={props.pageSize} total={props.total} href={(n) => qs({ page: n })} />
    </Layout>
  );
}
