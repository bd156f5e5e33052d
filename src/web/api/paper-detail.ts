import type { z } from 'zod';
import type { Store } from '../../store/connection.ts';
import { paperVersions } from '../../papers/queries.ts';
import type { CardData } from '../../cards/card-data.ts';
import { toRecord } from '../../exports/record.ts';
import type { PaperDetail } from './schemas.ts';
import { byFormat } from '../../exports/writer.ts';
import { paperExportPath } from '../distribution/selection-info.ts';

/** A paper's full API view from its card: the record plus versions, per-author affiliations, correction history and its
 *  downloads (absolute URLs on `site`). */
export async function paperDetail(store: Store, card: CardData, site: string): Promise<z.input<typeof PaperDetail>> {
  const versions = await paperVersions(store, card.paper.id);
  const history = card.corrections?.history ?? [];
  const activeIds = new Set(Object.values(card.corrections?.active ?? {}).map((a) => a.id));
  return {
    ...toRecord(card),
    versions: versions.map((v) => ({ version: Number(v.version), created_at: v.created_at, title: v.title, comments: v.comments, journal_ref: v.journal_ref })),
    author_affiliations: card.institutions.authors.filter(Boolean).map((a) => ({
      name: a.name, affiliations: a.affiliations.map((f) => ({ text: f.text, institution_id: f.institution_id, display: f.display, source: f.source ?? card.institutions.source })),
    })),
    affiliations_source: card.institutions.source,
    corrections: history.map((h) => ({
      field: h.field, scope: h.scope === 'alias' ? 'alias' as const : 'paper' as const, target_key: h.target_key, old_value: h.old_value, new_value: h.new_value,
      created_at: h.created_at, created_by: h.created_by, undone_at: h.undone_at, active: activeIds.has(Number(h.id)),
    })),
    exports: byFormat((f) => `${site}${paperExportPath(card.paper.id, f)}`),
  };
}
