import { text } from './xml.ts';

/** A record in the Kaggle snapshot layout (what `recordFromSnapshot` validates); null = not given by the source. */
export type SnapshotObject = Record<string, unknown>;

const SHARED_FIELDS = ['title', 'categories', 'comments', 'journal-ref', 'doi', 'report-no', 'license', 'abstract'] as const;

function pick(meta: Record<string, unknown>, key: string): string | null {
  const v = text(meta[key]);
  return v === null || v === '' ? null : v;
}

/** Converts the `arXivRaw` metadata element (versions with dates, flat author string, submitter) to the snapshot layout. */
export function snapshotFromArxivRaw(meta: Record<string, any>): SnapshotObject {
  const versions = (meta.version ?? []).map((v: Record<string, unknown>) => ({
    version: String(v['@_version'] ?? '').trim(),
    created: pick(v, 'date'),
  }));
  const out: SnapshotObject = { id: pick(meta, 'id'), submitter: pick(meta, 'submitter'), authors: pick(meta, 'authors') };
  for (const f of SHARED_FIELDS) out[f] = pick(meta, f);
  out.versions = versions.length ? versions : null;
  out.update_date = null;
  out.authors_parsed = null;
  return out;
}

/** Converts the `arXiv` metadata element (structured authors, created/updated dates, no version list) to the snapshot layout. */
export function snapshotFromArxiv(meta: Record<string, any>): SnapshotObject {
  const authors: Record<string, unknown>[] = meta.authors?.author ?? [];
  const parsed = authors.map((a) => [pick(a, 'keyname') ?? '', pick(a, 'forenames') ?? '', pick(a, 'suffix') ?? '']);
  const names = parsed.map(([last, first, suffix]) => [first, last, suffix].filter(Boolean).join(' ')).filter(Boolean);
  const out: SnapshotObject = { id: pick(meta, 'id'), submitter: null, authors: names.length ? names.join(', ') : null };
  for (const f of SHARED_FIELDS) out[f] = pick(meta, f);
  const created = pick(meta, 'created');
  // `created` is the date of v1; later version numbers are not in this format.
  out.versions = created ? [{ version: 'v1', created }] : null;
  out.update_date = pick(meta, 'updated') ?? pick(meta, 'created');
  out.authors_parsed = parsed.length ? parsed : null;
  return out;
}
