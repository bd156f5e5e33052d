import { parseXml, text } from './xml.ts';
import { snapshotFromArxiv, snapshotFromArxivRaw, type SnapshotObject } from './oai-record.ts';

/** OAI-PMH metadata formats Paperboard reads; arXivRaw carries versions and dates, arXiv is the fallback. */
export type OaiPrefix = 'arXivRaw' | 'arXiv';

/** An OAI-PMH protocol error (`<error code="…">`), e.g. badResumptionToken or cannotDisseminateFormat. */
export class OaiError extends Error {
  readonly code: string;
  constructor(readonly oaiCode: string, readonly url: string, message: string) {
    super(`OAI-PMH ${oaiCode} from ${url}: ${message}`);
    this.code = `OAI_${oaiCode.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase()}`;
  }
}

/** One parsed ListRecords page. */
export interface OaiPage {
  records: { identifier: string; datestamp: string | null; snapshot: SnapshotObject }[];
  /** Identifiers of records the repository reports as deleted. */
  deleted: string[];
  /** Records whose metadata could not be read (kept for the error log). */
  unreadable: { identifier: string; reason: string }[];
  /** Next resumptionToken; null when the list is complete. */
  token: string | null;
  completeListSize: number | null;
  /** True when the repository answered noRecordsMatch (an empty result, not a failure). */
  noRecords: boolean;
}

/** The URL of a ListRecords request: the first one (set + window) or a continuation (token only, as the protocol requires). */
export function listRecordsUrl(base: string, p: { prefix: OaiPrefix; set?: string | null; from?: string | null; until?: string | null; token?: string | null }): string {
  const u = new URL(base);
  u.searchParams.set('verb', 'ListRecords');
  if (p.token) {
    u.searchParams.set('resumptionToken', p.token);
    return u.toString();
  }
  u.searchParams.set('metadataPrefix', p.prefix);
  if (p.set) u.searchParams.set('set', p.set);
  if (p.from) u.searchParams.set('from', p.from);
  if (p.until) u.searchParams.set('until', p.until);
  return u.toString();
}

function numberAttr(node: unknown, name: string): number | null {
  const v = node && typeof node === 'object' ? (node as Record<string, unknown>)[`@_${name}`] : undefined;
  return v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v);
}

/** Parses a ListRecords (or GetRecord) response; throws OaiError for protocol errors other than noRecordsMatch. */
export function parseOaiPage(xml: string, url: string): OaiPage {
  const doc = parseXml(xml, url);
  const root = doc['OAI-PMH'];
  if (!root) throw new OaiError('badResponse', url, 'no <OAI-PMH> root element');
  const page: OaiPage = { records: [], deleted: [], unreadable: [], token: null, completeListSize: null, noRecords: false };
  const errors: unknown[] = root.error ?? [];
  if (errors.length) {
    const first = errors[0] as Record<string, unknown>;
    const code = String(first['@_code'] ?? 'unknown');
    if (code === 'noRecordsMatch') return { ...page, noRecords: true };
    throw new OaiError(code, url, text(first) || 'no message');
  }
  const list = root.ListRecords ?? root.GetRecord;
  if (list === undefined) throw new OaiError('badResponse', url, 'neither <ListRecords> nor <GetRecord> in the response');
  for (const rec of (list?.record ?? []) as Record<string, any>[]) addRecord(page, rec);
  const tok = list?.resumptionToken;
  if (tok !== undefined) {
    const t = text(tok);
    page.token = t ? t : null;
    page.completeListSize = numberAttr(tok, 'completeListSize');
  }
  return page;
}

function addRecord(page: OaiPage, rec: Record<string, any>): void {
  const header = rec.header ?? {};
  const identifier = text(header.identifier) ?? '?';
  if (header['@_status'] === 'deleted') {
    page.deleted.push(identifier);
    return;
  }
  const meta = rec.metadata ?? {};
  const datestamp = text(header.datestamp);
  if (meta.arXivRaw) page.records.push({ identifier, datestamp, snapshot: snapshotFromArxivRaw(meta.arXivRaw) });
  else if (meta.arXiv) page.records.push({ identifier, datestamp, snapshot: snapshotFromArxiv(meta.arXiv) });
  else page.unreadable.push({ identifier, reason: `no arXivRaw or arXiv metadata (found: ${Object.keys(meta).join(', ') || 'nothing'})` });
}
