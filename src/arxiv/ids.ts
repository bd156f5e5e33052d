/** A parsed arXiv identifier: the id without version, and the version when one was given. */
export interface ArxivId {
  id: string;
  version: number | null;
}

const NEW_STYLE = /^(\d{4}\.\d{4,5})(?:v(\d+))?$/;
const OLD_STYLE = /^([a-z][a-z-]*(?:\.[A-Z]{2})?\/\d{7})(?:v(\d+))?$/;

/**
 * Parses `2501.10000v2`, `hep-th/9901001v3`, `arXiv:…` and abs/pdf URLs; returns null for anything else.
 * Old-style ids keep their archive prefix intact (never split on '/').
 */
export function parseArxivId(input: string): ArxivId | null {
  let s = input.trim();
  s = s.replace(/^https?:\/\/(export\.|www\.)?arxiv\.org\/(abs|pdf|html)\//i, '').replace(/\.pdf$/i, '');
  s = s.replace(/^arxiv:/i, '');
  const m = NEW_STYLE.exec(s) ?? OLD_STYLE.exec(s);
  if (!m) return null;
  return { id: m[1], version: m[2] ? Number(m[2]) : null };
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
