import type { ListEntryInput } from '../venues/lists/parse-list.ts';
import type { OfficialHttp } from './http.ts';

/** The official sources Paperboard fetches accepted papers from. */
export type SourceId = 'pmlr' | 'acl-anthology' | 'virtual-site' | 'openreview';

/** One edition as a source knows it: our venue and year, and the source's own name for it. */
export interface OfficialEdition {
  source: SourceId;
  /** Canonical venue name as the catalogue spells it (ICML, CoRL, ACL …). */
  venue: string;
  year: number;
  /** The source's reference: PMLR volume `v235`, Anthology event `acl-2024`, OpenReview venue id, virtual-site year. */
  ref: string;
  /** What a reader is told: "PMLR v235", "ACL Anthology acl-2024". */
  label: string;
  /** The public page of the edition at the source (for attribution links). */
  page: string;
}

/** One accepted paper as an official source gives it (title, authors, track, presentation, ids). */
export type OfficialEntry = ListEntryInput;

/** Base URLs of the sources (config; tests point them at replay servers on 127.0.0.1). */
export interface SourceUrls {
  pmlrRaw: string;
  pmlrSite: string;
  /** GitHub REST API base, for listing a PMLR volume's `_posts/` when it has no BibTeX file. */
  pmlrTree: string;
  aclRaw: string;
  aclSite: string;
  openreviewApi: string;
  /** Virtual-site base per host family: `{host}` is replaced by icml.cc, neurips.cc or iclr.cc. */
  virtualSite: string;
}

/** An official source: the editions it knows and how to fetch one edition's entries. */
export interface OfficialSource {
  readonly id: SourceId;
  /** Human name and licence/attribution shown next to its data. */
  readonly name: string;
  readonly attribution: string;
  /** Every edition this source knows (from its own catalogue; no request needed). */
  editions(): OfficialEdition[];
  /** Fetches one edition's accepted papers through the polite client; `warn` hears about parts skipped (a missing workshop file). */
  fetchEntries(edition: OfficialEdition, http: OfficialHttp, urls: SourceUrls, warn?: (message: string) => void): Promise<OfficialEntry[]>;
}

/** Error for an edition no source knows, or a source that does not know it. */
export class UnknownEditionError extends Error {
  readonly code = 'OFFICIAL_UNKNOWN_EDITION';
}
