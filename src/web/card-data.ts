import type { Store } from '../store/connection.ts';
import { venuesOf, type Paper, type PaperVenue } from '../papers/queries.ts';

/** One machine-made field: its value, or why it has none. */
export interface MachineField {
  value: string | null;
  state: 'done' | 'pending' | 'failed' | 'disabled';
  note?: string;
}

/** An institution line: `English（中文）`. */
export interface InstitutionLine {
  en: string;
  zh: string | null;
}

/** Everything a paper card shows. */
export interface CardData {
  paper: Paper;
  authors: string[];
  venues: PaperVenue[];
  titleZh: MachineField;
  summaryZh: MachineField;
  summaryEn: MachineField;
  institutions: { state: 'done' | 'pending'; lines: InstitutionLine[] };
}

/** Whether an LLM is configured (decides between "pending" and "disabled" for AI fields). */
export interface CardOptions {
  llmConfigured: boolean;
}

/** Loads venue mentions, enrichments and institutions for a list of papers, in one query per kind. */
export async function loadCards(store: Store, papers: Paper[], opts: CardOptions): Promise<CardData[]> {
  const ids = papers.map((p) => p.id);
  const venues = await venuesOf(store, ids);
  const aiState: MachineField = opts.llmConfigured
    ? { value: null, state: 'pending', note: '等待生成 pending' }
    : { value: null, state: 'disabled', note: '未配置模型 — set PAPERBOARD_LLM_BASE_URL / _API_KEY / _MODEL to enable' };
  return papers.map((paper) => ({
    paper,
    authors: safeAuthors(paper.authors_json),
    venues: venues.get(paper.id) ?? [],
    titleZh: aiState,
    summaryZh: aiState,
    summaryEn: aiState,
    institutions: { state: 'pending', lines: [] },
  }));
}

function safeAuthors(json: string): string[] {
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}
