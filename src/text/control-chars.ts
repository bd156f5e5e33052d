/** C0 control characters other than tab, line feed and carriage return, and DEL (PostgreSQL text cannot hold NUL at all). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const CONTROL_ALL = new RegExp(CONTROL.source, 'g');

/** Text without control characters, so it stores the same on SQLite and PostgreSQL and renders as text. */
export function withoutControlChars(s: string): string {
  return CONTROL.test(s) ? s.replace(CONTROL_ALL, '') : s;
}

/** A copy of plain data (objects, arrays, strings) with every string's control characters removed. */
export function withoutControlCharsDeep<T>(v: T): T {
  if (typeof v === 'string') return withoutControlChars(v) as T;
  if (Array.isArray(v)) return v.map(withoutControlCharsDeep) as T;
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, withoutControlCharsDeep(x)])) as T;
  return v;
}
