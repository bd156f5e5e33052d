import type { Store } from '../store/connection.ts';
import type { Config } from '../config.ts';
import { llmConfigured } from '../enrich/llm-client.ts';
import { applyCorrections, type CardCorrections } from '../corrections/apply.ts';
import { venuesOf, type Paper, type PaperVenue } from '../papers/queries.ts';
import { paperEnrichments, type PaperEnrichment } from '../enrich/enrichment-store.ts';
import { paperInstitutions } from '../institutions/affiliation-store.ts';
import type { PaperInstitutionView } from '../institutions/affiliation-keys.ts';

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
  /** When an accepted correction set this line (ISO time). */
  correctedAt?: string;
}

/** Everything a paper card shows. */
export interface CardData {
  paper: Paper;
  authors: string[];
  venues: PaperVenue[];
  titleZh: MachineField;
  summaryZh: MachineField;
  summaryEn: MachineField;
  /** Accepted corrections with their history (corrections/apply.ts). */
  corrections?: CardCorrections;
  institutions: { state: 'done' | 'pending'; lines: InstitutionLine[]; source: string | null; authors: PaperInstitutionView['authors'] };
}

/** Whether an LLM is configured (decides between "pending" and "disabled" for AI fields). */
export interface CardOptions {
  llmConfigured: boolean;
}

/** Card options from the config: AI fields are "pending" when a model is configured (llmConfigured), else "not enabled". */
export function cardOptionsOf(config: Config): CardOptions {
  return { llmConfigured: llmConfigured(config) };
}

/** Loads cards and overrides machine values with accepted corrections, so every page, feed, API and export shows them. */
export async function loadCards(store: Store, papers: Paper[], opts: CardOptions): Promise<CardData[]> {
  return applyCorrections(store, await loadMachineCards(store, papers, opts));
}

/** Loads venue mentions, enrichments and institutions for a list of papers, in one query per kind. */
async function loadMachineCards(store: Store, papers: Paper[], opts: CardOptions): Promise<CardData[]> {
  const ids = papers.map((p) => p.id);
  const [venues, enrichments, institutions] = await Promise.all([venuesOf(store, ids), paperEnrichments(store, papers), paperInstitutions(store, ids)]);
  return papers.map((paper) => {
    const e = enrichments.get(paper.id);
    const inst = institutions.get(paper.id);
    return {
      paper,
      authors: safeAuthors(paper.authors_json),
      venues: venues.get(paper.id) ?? [],
      titleZh: machineField(e, 'title_zh', opts),
      summaryZh: machineField(e, 'summary_zh', opts),
      summaryEn: machineField(e, 'summary_en', opts),
      institutions: inst && inst.institutions.length
        ? { state: 'done', lines: inst.institutions.map((i) => ({ en: i.en, zh: i.zh })), source: inst.source, authors: inst.authors }
        : { state: 'pending', lines: [], source: inst?.source ?? null, authors: inst?.authors ?? [] },
    };
  });
}

/** One AI field: the stored value (possibly from an older version while a re-run is pending), failed, pending, or disabled. */
function machineField(e: PaperEnrichment | undefined, task: 'title_zh' | 'summary_zh' | 'summary_en', opts: CardOptions): MachineField {
  const v = e?.[task];
  if (v) return { value: v.value, state: 'done', note: `${v.model} · ${v.promptVersion}` };
  if (e?.failed.includes(task)) return { value: null, state: 'failed', note: '生成失败，一天后自动重试（最多三次）· failed — asked again after a day, at most three times' };
  if (opts.llmConfigured) return { value: null, state: 'pending', note: '等待生成 pending' };
  return { value: null, state: 'disabled', note: '未启用 AI — not enabled' };
}

function safeAuthors(json: string): string[] {
  try {
    const v = JSON.parse(json);
    return Array.isArray(v) ? v.map(String) : [];
  } catch {
    return [];
  }
}
