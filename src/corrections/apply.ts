import type { Store } from '../store/connection.ts';
import type { CardData, InstitutionLine } from '../web/card-data.ts';
import { paperInstitutions, textKey } from '../institutions/affiliation-store.ts';
import { displayEn, displayZh } from '../institutions/display.ts';
import { machineVenues, overrideVenue, parseInstitutionLines, parseVenueValue } from './fields.ts';
import type { Correction } from './moderate.ts';

/** One affiliation of one author as a reader can report it. */
export interface ReportableAffiliation {
  author: string;
  text: string;
  key: string;
}

/** Corrections attached to a card: history (oldest first, undone ones included), the active ones by `field|key`, reportable affiliations. */
export interface CardCorrections {
  history: Correction[];
  active: Record<string, { id: number; at: string }>;
  affiliations: ReportableAffiliation[];
}

type AffRow = { paper_id: string; author_index: number; author_name: string; aff_text: string | null; text_key: string | null };

async function loadFor(store: Store, ids: string[]) {
  const affs: AffRow[] = await store.db.selectFrom('paper_affiliations').select(['paper_id', 'author_index', 'author_name', 'aff_text', 'text_key'])
    .where('paper_id', 'in', ids).orderBy('paper_id').orderBy('author_index').orderBy('aff_index').execute();
  const keys = [...new Set(affs.map((a) => a.text_key).filter((k): k is string => Boolean(k)))];
  const byPaper = await store.db.selectFrom('corrections').selectAll().where('paper_id', 'in', ids).execute();
  const byAlias = keys.length ? await store.db.selectFrom('corrections').selectAll().where('scope', '=', 'alias').where('target_key', 'in', keys).execute() : [];
  return { affs, byPaper, byAlias };
}

/** The winning correction per `field|key`: the latest active one, a paper-scope correction beating an alias-scope one. */
export function activeOf(history: Correction[]): Map<string, Correction> {
  const out = new Map<string, Correction>();
  const rank = (c: Correction) => (c.scope === 'paper' ? 1e15 : 0) + Number(c.id);
  for (const c of history) {
    if (c.undone_at) continue;
    const k = `${c.field}|${c.target_key}`;
    const cur = out.get(k);
    if (!cur || rank(c) > rank(cur)) out.set(k, c);
  }
  return out;
}

function machineLines(view: Awaited<ReturnType<typeof paperInstitutions>> extends Map<string, infer V> ? V : never, active: Map<string, Correction>): InstitutionLine[] {
  const lines: InstitutionLine[] = [];
  const push = (l: InstitutionLine) => { if (!lines.some((x) => x.en === l.en && x.zh === l.zh)) lines.push(l); };
  for (const a of view.authors) {
    for (const f of a.affiliations) {
      const c = active.get(`affiliation|${textKey(f.text)}`);
      if (c) { for (const l of parseInstitutionLines(c.new_value)) push({ ...l, correctedAt: c.created_at }); continue; }
      const shown = { name_en: f.institution_en ?? f.text, name_zh: f.institution_zh, unit_en: f.unit_en, unit_zh: f.unit_zh };
      push({ en: displayEn(shown), zh: displayZh(shown) });
    }
  }
  return lines;
}

/** Overrides machine values of cards with accepted corrections (read time, so re-imports and re-runs never undo them) and attaches their history. */
export async function applyCorrections<T extends CardData>(store: Store, cards: T[]): Promise<T[]> {
  if (!cards.length) return cards;
  const ids = cards.map((c) => c.paper.id);
  const { affs, byPaper, byAlias } = await loadFor(store, ids);
  const needInst: string[] = [];
  const actives = new Map<string, Map<string, Correction>>();
  for (const card of cards) {
    const id = card.paper.id;
    card.venues = machineVenues(card.venues);
    const mine = affs.filter((a) => a.paper_id === id);
    const keys = new Set(mine.map((a) => a.text_key));
    const history = [...byPaper.filter((c) => c.paper_id === id), ...byAlias.filter((c) => keys.has(c.target_key))].sort((a, b) => Number(a.id) - Number(b.id));
    const active = activeOf(history);
    actives.set(id, active);
    card.corrections = {
      history,
      active: Object.fromEntries([...active].map(([k, c]) => [k, { id: Number(c.id), at: c.created_at }])),
      affiliations: mine.filter((a) => a.aff_text && a.text_key).map((a) => ({ author: a.author_name, text: a.aff_text!, key: a.text_key! })),
    };
    for (const c of active.values()) {
      if (c.field === 'title_zh') card.titleZh = { value: c.new_value, state: 'done' };
      else if (c.field === 'summary_zh') card.summaryZh = { value: c.new_value, state: 'done' };
      else if (c.field === 'summary_en') card.summaryEn = { value: c.new_value, state: 'done' };
      else if (c.field === 'venue') {
        const v = parseVenueValue(c.new_value);
        if (v) card.venues = overrideVenue(card.venues, c.target_key, v, id);
      } else if (c.field === 'affiliation' && !needInst.includes(id)) needInst.push(id);
    }
  }
  if (needInst.length) {
    const views = await paperInstitutions(store, needInst);
    for (const card of cards) {
      const view = views.get(card.paper.id);
      if (view && needInst.includes(card.paper.id)) card.institutions = { ...card.institutions, state: 'done', lines: machineLines(view, actives.get(card.paper.id)!) };
    }
  }
  return cards;
}
