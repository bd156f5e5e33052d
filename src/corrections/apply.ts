import type { Store } from '../store/connection.ts';
import type { CardData, InstitutionLine } from '../cards/card-data.ts';
import { textKey, type PaperInstitutionView } from '../institutions/affiliation-keys.ts';
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

/** The affiliations a reader can report, per author in order, from the authors the card already has (one per printed text, however many institutions it resolved to). */
function reportable(authors: PaperInstitutionView['authors']): ReportableAffiliation[] {
  const out: ReportableAffiliation[] = [];
  for (const a of authors) {
    let last: string | null = null;
    for (const f of a.affiliations) {
      if (f.text === last) continue;
      last = f.text;
      const key = textKey(f.text);
      if (key) out.push({ author: a.name, text: f.text, key });
    }
  }
  return out;
}

async function correctionsFor(store: Store, ids: string[], keys: string[]) {
  const byPaper = await store.db.selectFrom('corrections').selectAll().where('paper_id', 'in', ids).execute();
  const byAlias = keys.length ? await store.db.selectFrom('corrections').selectAll().where('scope', '=', 'alias').where('target_key', 'in', keys).execute() : [];
  return { byPaper, byAlias };
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

function machineLines(authors: PaperInstitutionView['authors'], active: Map<string, Correction>): InstitutionLine[] {
  const lines: InstitutionLine[] = [];
  const push = (l: InstitutionLine) => { if (!lines.some((x) => x.en === l.en && x.zh === l.zh)) lines.push(l); };
  for (const a of authors) {
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
  const affs = new Map(cards.map((c) => [c.paper.id, reportable(c.institutions.authors)]));
  const { byPaper, byAlias } = await correctionsFor(store, cards.map((c) => c.paper.id), [...new Set([...affs.values()].flat().map((a) => a.key))]);
  for (const card of cards) {
    const id = card.paper.id;
    card.venues = machineVenues(card.venues);
    const mine = affs.get(id)!;
    const keys = new Set(mine.map((a) => a.key));
    const history = [...byPaper.filter((c) => c.paper_id === id), ...byAlias.filter((c) => keys.has(c.target_key))].sort((a, b) => Number(a.id) - Number(b.id));
    const active = activeOf(history);
    card.corrections = {
      history,
      active: Object.fromEntries([...active].map(([k, c]) => [k, { id: Number(c.id), at: c.created_at }])),
      affiliations: mine,
    };
    let affiliationCorrected = false;
    for (const c of active.values()) {
      if (c.field === 'title_zh') card.titleZh = { value: c.new_value, state: 'done' };
      else if (c.field === 'summary_zh') card.summaryZh = { value: c.new_value, state: 'done' };
      else if (c.field === 'summary_en') card.summaryEn = { value: c.new_value, state: 'done' };
      else if (c.field === 'venue') {
        const v = parseVenueValue(c.new_value);
        if (v) card.venues = overrideVenue(card.venues, c.target_key, v, id);
      } else if (c.field === 'affiliation') affiliationCorrected = true;
    }
    if (affiliationCorrected && card.institutions.authors.length) card.institutions = { ...card.institutions, state: 'done', lines: machineLines(card.institutions.authors, active) };
  }
  return cards;
}
