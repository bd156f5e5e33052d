import { idMonth, parseArxivId } from './ids.ts';
import { latexToUnicode } from '../text/latex.ts';
import { withoutControlChars } from '../text/control-chars.ts';

/** One paper version as every source (snapshot, OAI-PMH, API) hands it to the store. `null` = unknown. */
export interface PaperInput {
  id: string;
  version: number;
  versions: { version: number; created: string | null }[];
  title: string;
  abstract: string | null;
  authors: string | null;
  authorsList: string[];
  categories: string | null;
  primaryCategory: string | null;
  comments: string | null;
  journalRef: string | null;
  doi: string | null;
  reportNo: string | null;
  license: string | null;
  submitter: string | null;
  submittedAt: string | null;
  updatedAt: string | null;
  source: string;
}

/** A record that cannot be stored; `field` names the offending field. */
export class RecordError extends Error {
  readonly code = 'RECORD_INVALID';
  constructor(readonly field: string, message: string) {
    super(`${field}: ${message}`);
  }
}

const STRING_FIELDS = ['submitter', 'authors', 'title', 'comments', 'journal-ref', 'doi', 'report-no', 'categories', 'license', 'abstract', 'update_date'] as const;

function str(obj: Record<string, unknown>, key: string, clean = false): string | null {
  const v = obj[key];
  if (v === null || v === undefined) return null;
  if (typeof v !== 'string') throw new RecordError(key, `expected a string or null, got ${typeof v}`);
  // A NUL would fail the whole batch on PostgreSQL (and no field needs a control character).
  return clean ? v : withoutControlChars(v);
}

/** Collapses arXiv's "\n  " line continuations into single spaces. */
export function unwrap(text: string | null): string | null {
  if (text === null) return null;
  if (!text.includes('\n')) return text.trim() || null;
  // Same result as replace(/\s*\n\s*/g, ' ').trim(), without the regex's backtracking over every space.
  let out = '';
  for (const part of text.split('\n')) {
    const p = part.trim();
    if (p !== '') out = out === '' ? p : `${out} ${p}`;
  }
  return out || null;
}

const MONTHS: Record<string, string> = { Jan: '01', Feb: '02', Mar: '03', Apr: '04', May: '05', Jun: '06', Jul: '07', Aug: '08', Sep: '09', Oct: '10', Nov: '11', Dec: '12' };
const RFC_GMT = /^[A-Z][a-z]{2}, (\d{1,2}) ([A-Z][a-z]{2}) (\d{4}) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d) GMT$/;
const DAY_ONLY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|1\d|2[0-8])$/;

/** An RFC 2822 or ISO date as an ISO string, or null when it does not parse. */
function isoDate(s: string | null | undefined): string | null {
  if (!s) return null;
  // Fast paths for the snapshot's two layouts (days past the 28th go the long way, which knows month lengths).
  if (DAY_ONLY.test(s)) return `${s}T00:00:00Z`;
  const m = RFC_GMT.exec(s);
  const month = m && MONTHS[m[2]];
  if (m && month && Number(m[1]) >= 1 && Number(m[1]) <= 28) return `${m[3]}-${month}-${m[1].padStart(2, '0')}T${m[4]}:${m[5]}:${m[6]}Z`;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().replace('.000Z', 'Z');
}

function parseVersions(raw: unknown): { version: number; created: string | null }[] {
  if (raw === null || raw === undefined) return [];
  if (!Array.isArray(raw)) throw new RecordError('versions', 'expected a list');
  return raw.map((v, i) => {
    const m = /^v(\d+)$/.exec(String((v as { version?: unknown })?.version ?? ''));
    if (!m) throw new RecordError(`versions[${i}].version`, `expected "vN", got ${JSON.stringify((v as { version?: unknown })?.version)}`);
    return { version: Number(m[1]), created: isoDate((v as { created?: string }).created) };
  }).sort((a, b) => a.version - b.version);
}

/** Splits arXiv's flat author string into names, dropping parenthesised affiliations. */
export function splitAuthors(authors: string): string[] {
  const parens = authors.includes('(') || authors.includes(')');
  let depth = 0;
  let flat = parens ? '' : authors;
  if (parens) for (const ch of authors) {
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0) flat += ch;
  }
  // Trimmed first: latexToUnicode trims anyway, and a name without LaTeX or odd spacing then comes back as is.
  return flat.split(/,|\band\b|;|\n/).map((a) => latexToUnicode(a.trim())).filter((a) => a.length > 0 && !/^(et al\.?|others)$/i.test(a));
}

function authorsFromParsed(raw: unknown): string[] | null {
  if (!Array.isArray(raw) || raw.length === 0) return null;
  return raw.map((p) => {
    const [last = '', first = '', suffix = ''] = Array.isArray(p) ? p.map(String) : [];
    return latexToUnicode([first, last, suffix].filter(Boolean).join(' '));
  }).filter(Boolean);
}

/**
 * Validates one record in the Kaggle snapshot layout and normalises it; throws RecordError naming the field.
 * `clean`: the caller knows no string of `obj` holds a control character (parsed from JSON text without such an
 * escape, text/control-chars.ts jsonMayHoldControlChars), so the fields are not searched for them.
 */
export function recordFromSnapshot(obj: unknown, source: string, clean = false): PaperInput {
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) throw new RecordError('record', 'expected a JSON object');
  const o = obj as Record<string, unknown>;
  if (typeof o.id !== 'string') throw new RecordError('id', 'missing or not a string');
  const parsed = parseArxivId(o.id);
  if (!parsed) throw new RecordError('id', `not an arXiv identifier: ${JSON.stringify(o.id)}`);
  // Every text field must be a string or null (checked up front, so the error names the first bad field); control
  // characters are removed as each field is read below.
  for (const f of STRING_FIELDS) {
    const v = o[f];
    if (v !== null && v !== undefined && typeof v !== 'string') throw new RecordError(f, `expected a string or null, got ${typeof v}`);
  }
  const title = unwrap(str(o, 'title', clean));
  if (!title) throw new RecordError('title', 'missing or empty');
  const versions = parseVersions(o.versions);
  const version = versions.at(-1)?.version ?? parsed.version ?? 1;
  const authors = unwrap(str(o, 'authors', clean));
  const categories = unwrap(str(o, 'categories', clean));
  const ym = idMonth(parsed.id);
  return {
    id: parsed.id, version, versions, title,
    abstract: unwrap(str(o, 'abstract', clean)),
    authors,
    authorsList: authors ? splitAuthors(authors) : (authorsFromParsed(o.authors_parsed) ?? []),
    categories,
    primaryCategory: categories?.split(/\s+/)[0] ?? null,
    comments: unwrap(str(o, 'comments', clean)),
    journalRef: unwrap(str(o, 'journal-ref', clean) ?? str(o, 'journal_ref', clean)),
    doi: unwrap(str(o, 'doi', clean)),
    reportNo: unwrap(str(o, 'report-no', clean)),
    license: unwrap(str(o, 'license', clean)),
    submitter: unwrap(str(o, 'submitter', clean)),
    submittedAt: versions[0]?.created ?? (ym ? `${ym.year}-${String(ym.month).padStart(2, '0')}` : null),
    updatedAt: isoDate(str(o, 'update_date', clean)) ?? versions.at(-1)?.created ?? null,
    source,
  };
}
