/** Error for a cursor that was not made by this server for this list. */
export class CursorError extends Error {
  readonly code = 'CURSOR_INVALID';
}

/** An opaque cursor (base64url JSON) of a position in a list. */
export function encodeCursor(v: unknown): string {
  return Buffer.from(JSON.stringify(v)).toString('base64url');
}

/** The position in a cursor; CursorError when it is not one `encodeCursor` made. */
export function decodeCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new CursorError(`cursor "${cursor.slice(0, 40)}" is not one this server made`);
  }
}

/** A keyset position `[k1, k2, …]` with the expected element types; CursorError otherwise. */
export function keysetCursor<T extends unknown[]>(cursor: string, types: ('string' | 'number')[]): T {
  const c = decodeCursor(cursor);
  if (!Array.isArray(c) || c.length !== types.length || c.some((v, i) => typeof v !== types[i])) throw new CursorError('cursor does not belong to this list');
  return c as T;
}

/** A cursor bound to one list (`scope`): the inner cursor with the list's fingerprint. */
export function scopedCursor(scope: string, inner: string): string {
  return encodeCursor({ s: scope, c: inner });
}

/** The inner cursor of a scoped one; CursorError when it was made for another list (another edition, query or filter). */
export function unscopedCursor(cursor: string, scope: string): string {
  const v = decodeCursor(cursor) as { s?: unknown; c?: unknown } | null;
  if (!v || typeof v !== 'object' || typeof v.c !== 'string') throw new CursorError(`cursor "${cursor.slice(0, 40)}" is not one this server made`);
  if (v.s !== scope) throw new CursorError('cursor belongs to another list (another edition, query or filter): start again without it');
  return v.c;
}
