import { OLD_STYLE_ARCHIVES } from './archives.ts';

/** A parsed arXiv identifier: arXiv's canonical id without version, and the version when one was given. */
export interface ArxivId {
  id: string;
  version: number | null;
}

// Grammar after normalisation (see normalise): old style 1991 – 2007-03, new style from 2007-04.
// Anything after the id that starts with '/' or '#' is a trailing path arXiv ignores (`hep-th/9901001/extra`).
const OLD_STYLE = /^([a-z]+(?:-[a-z]{2,})?)(?:\.[a-z-]{2,})?\/(\d{2})(\d{2})(\d{3})(?:[vV]([1-9]\d*))?(?:[#/].*)?$/;
const NEW_STYLE = /^(\d{2})(\d{2})\.(\d{4,5})(?:v([1-9]\d*))?(?:[#/].*)?$/;
const URL_PREFIX = /^(?:https?:)?\/\/(?:export\.|www\.)?arxiv\.org\/(?:abs|pdf|html|format|src)\//i;

/**
 * The forms arXiv itself normalises before parsing (arxiv-base `Identifier`): a file suffix, leading slashes,
 * an `arXiv:` prefix, repeated slashes or hyphens, upper case in the archive, and an archive written without its
 * hyphen (`hepth/…`).
 */
function normalise(input: string): string {
  let s = input.trim().replace(URL_PREFIX, '');
  s = s.replace(/\.(?:pdf|ps|gz|ps\.gz)$/i, '').replace(/^\/+/, '').replace(/^arxiv:/i, '');
  s = s.replace(/\/\/+/g, '/').replace(/--+/g, '-');
  const slash = s.indexOf('/');
  if (slash < 0) return s.toLowerCase();
  const head = s.slice(0, slash).toLowerCase().replace(/([^a-])(ph|ex|th|qc|mat|lat|sci)$/, '$1-$2');
  return head + s.slice(slash);
}

/** The four-digit year of a two-digit `yy` in an old-style (19yy from 91) or new-style (20yy) id. */
function yearOf(yy: number, oldStyle: boolean): number {
  return oldStyle && yy >= 91 ? 1900 + yy : 2000 + yy;
}

function parseOld(m: RegExpExecArray): ArxivId | null {
  const [, archive, yy, mm, num, version] = m;
  const year = yearOf(Number(yy), true);
  const month = Number(mm);
  if (!OLD_STYLE_ARCHIVES.has(archive) || month < 1 || month > 12 || Number(num) === 0) return null;
  if (year < 1991 || year > 2007 || (year === 2007 && month > 3)) return null;
  return { id: `${archive}/${yy}${mm}${num}`, version: version ? Number(version) : null };
}

function parseNew(m: RegExpExecArray): ArxivId | null {
  const [, yy, mm, num, version] = m;
  const year = yearOf(Number(yy), false);
  const month = Number(mm);
  if (month < 1 || month > 12 || Number(num) === 0) return null;
  if (year < 2007 || (year === 2007 && month < 4)) return null;
  // Four-digit numbers until 1412, five from 1501; arXiv pads a four-digit number of a later month (`2605.1234`).
  if (year < 2015 && num.length !== 4) return null;
  const digits = year < 2015 ? num : num.padStart(5, '0');
  return { id: `${yy}${mm}.${digits}`, version: version ? Number(version) : null };
}

/**
 * Parses an arXiv identifier the way arXiv does: `2501.10000v2`, `hep-th/9901001v3`, `arXiv:…`, abs/pdf URLs and
 * the variants arXiv normalises (`HEP-TH//9901001/extra`, `2605.01234V2`). Returns arXiv's canonical id
 * (`math.GT/0309136` → `math/0309136`, `2605.1234` → `2605.01234`), or null for anything arXiv never issued
 * (month 00 or 13, number 0, version 0, new style before 0704, five digits before 1501, old style after 0703).
 */
export function parseArxivId(input: string): ArxivId | null {
  if (input.length > 200) return null;
  const s = normalise(input);
  const old = OLD_STYLE.exec(s);
  if (old) return parseOld(old);
  const neu = NEW_STYLE.exec(s);
  return neu ? parseNew(neu) : null;
}

/** Error for an id arXiv never issued, naming it and where it came from (a CLI flag, a file). */
export class ArxivIdError extends Error {
  readonly code = 'ARXIV_ID_INVALID';
}

/** arXiv's canonical ids (without version) of ids given by a user, first occurrence kept; ArxivIdError naming the first bad one. */
export function canonicalIds(raw: string[], where: string): string[] {
  const out = raw.map((s) => {
    const p = parseArxivId(s);
    if (!p) throw new ArxivIdError(`${where}: ${JSON.stringify(s.slice(0, 60))} is not an arXiv identifier (e.g. 2605.01234 or hep-th/9901001)`);
    return p.id;
  });
  return [...new Set(out)];
}

/** The text form of a parsed id: `2605.01234v2`, or `2605.01234` without a version. */
export function formatArxivId(p: ArxivId): string {
  return p.version ? `${p.id}v${p.version}` : p.id;
}

/** The month of first submission encoded in an id (`2605.01234` and `math-ph/0509039` → year, month), or null. */
export function idMonth(id: string): { year: number; month: number } | null {
  const m = /(?:^|\/)(\d{2})(\d{2})[.\d]/.exec(id);
  if (!m) return null;
  const yy = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { year: yy >= 91 ? 1900 + yy : 2000 + yy, month };
}

/** The abstract page URL of a paper (optionally of one version). */
export function absUrl(id: string, version?: number | null): string {
  return `https://arxiv.org/abs/${id}${version ? `v${version}` : ''}`;
}

/** The PDF URL of a paper (optionally of one version). */
export function pdfUrl(id: string, version?: number | null): string {
  return `https://arxiv.org/pdf/${id}${version ? `v${version}` : ''}`;
}
