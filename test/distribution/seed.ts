import fs from 'node:fs';
import path from 'node:path';
import { FIXTURES } from '../helpers/data.ts';
import type { ExportRecord } from '../../src/exports/record.ts';

/** The reference page's text. */
export const SEED_TEXT = fs.readFileSync(path.join(FIXTURES, 'seed/000_5df7a598d31960f1.txt'), 'utf8');

interface SeedPaper {
  venue_tag: string; title_en: string; title_zh: string; authors: string[]; summary_zh: string;
  institutions?: { en: string; zh: string | null }[]; comments?: string; journal_ref?: string;
}

/** The 13 seed papers as export records (ids are made up: the seed page does not show them). */
export function seedRecords(): ExportRecord[] {
  const seed = JSON.parse(fs.readFileSync(path.join(FIXTURES, 'seed/seed-papers.json'), 'utf8')) as SeedPaper[];
  return seed.map((s, i) => ({
    id: `2605.${String(10000 + i)}`, version: 1, url: `https://arxiv.org/abs/2605.${10000 + i}`, pdf_url: `https://arxiv.org/pdf/2605.${10000 + i}`,
    title: s.title_en, title_zh: s.title_zh, authors: s.authors, institutions: (s.institutions ?? []).map((x) => ({ en: x.en, zh: x.zh ?? null })),
    summary_zh: s.summary_zh, summary_en: null, abstract: null, comments: s.comments ?? null, journal_ref: s.journal_ref ?? null, doi: null,
    categories: 'cs.LG', primary_category: 'cs.LG', license: null, submitted_at: '2026-05-11', updated_at: '2026-05-11',
    venues: [{ venue: s.venue_tag, year: 2026, edition: 'icml-2026', track: 'main', workshop: null, status: 'accepted', presentation: null, programme: null, verified: false, source: 'comments', evidence: null, ccf: 'A', core: 'A*' }],
    venue_tag: s.venue_tag,
  }));
}
