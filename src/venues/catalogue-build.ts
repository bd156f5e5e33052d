import { CONFERENCES } from './catalogue-conferences.ts';
import { ML_JOURNALS, SCIENCE_JOURNALS } from './catalogue-journals.ts';
import { CATALOGUE_FORMAT, catalogueRows } from './catalogue-file.ts';
import type { ListVenue } from './catalogue-lists.ts';
import { mergeCatalogue } from './catalogue-merge.ts';

/**
 * The text of data/venues/catalogue.json: the hand-kept facts (conferences first, then journals) merged with the list
 * venues, one venue a line. Written by scripts/build-venue-catalogue.ts; a test checks the shipped file equals it.
 */
export function mergedCatalogueJson(lists: readonly ListVenue[]): string {
  // Copies: mergeCatalogue extends the facts' alias arrays, which must stay as written for the next call.
  const facts = structuredClone([...CONFERENCES, ...ML_JOURNALS, ...SCIENCE_JOURNALS]);
  const catalogue = {
    format: CATALOGUE_FORMAT,
    sources: {
      facts: 'src/venues/catalogue-conferences.ts and catalogue-journals.ts (hand-kept, MIT)',
      lists: 'data/venues/catalogue-lists.json (see data/venues/README.md)',
    },
    venues: catalogueRows(mergeCatalogue(facts, lists)),
  };
  return `${JSON.stringify(catalogue).replace(/\},\{"name"/g, '},\n{"name"')}\n`;
}
