import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Store } from '../../store/connection.ts';
import type { WebDeps } from '../deps.ts';
import { fingerprint } from '../../corrections/secret.ts';
import { fileReport, type ReportDraft } from '../../corrections/reports.ts';
import type { CardData } from '../../cards/card-data.ts';
import { clientAddress } from './client.ts';

const HOUR = 3600 * 1000;

/** Records one rate-limited action of a client (kept in the store, so every web server sees it). */
export async function recordEvent(store: Store, kind: string, fingerprint: string, ok: boolean): Promise<void> {
  await store.db.insertInto('rate_events').values({ kind, fingerprint, at: new Date().toISOString(), ok: ok ? 1 : 0 }).execute();
}

/** How many actions of `kind` happened within `windowMs` — of one client (or all when `fingerprint` is null), failures (or successes) only if asked. */
export async function countEvents(store: Store, kind: string, fingerprint: string | null, windowMs: number, failedOnly = false, okOnly = false): Promise<number> {
  let q = store.db.selectFrom('rate_events').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', kind).where('at', '>', new Date(Date.now() - windowMs).toISOString());
  if (fingerprint !== null) q = q.where('fingerprint', '=', fingerprint);
  if (failedOnly) q = q.where('ok', '=', 0);
  if (okOnly) q = q.where('ok', '=', 1);
  const r = await q.executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Checks the requesting client against `reportsPerHour` and returns its fingerprint; 429 with Retry-After once it has
 * filed that many. Only filed reports count (see countReport): a rejected attempt (bad field, unknown paper) uses none.
 */
export async function admitReport(c: Context, deps: WebDeps): Promise<string> {
  const fp = await fingerprint(deps.store, clientAddress(c, deps.config));
  if (await countEvents(deps.store, 'report', fp, HOUR, false, true) >= deps.config.reportsPerHour) {
    c.header('Retry-After', '3600');
    throw new HTTPException(429, { message: `一小时内提交的纠错已达上限（${deps.config.reportsPerHour} 条），请稍后再试 · Too many reports from you in the last hour (at most ${deps.config.reportsPerHour}) — please try again later.` });
  }
  return fp;
}

/** Counts one filed report of a client against its hourly limit (call after the report is stored). */
export async function countReport(store: Store, fp: string): Promise<void> {
  await recordEvent(store, 'report', fp, true);
}

/**
 * Files a reader's report and counts it against the client's hourly limit in one write transaction: on SQLite beside
 * an import, one wait for the write lock instead of two (each can be an import batch long). Returns the report's id.
 */
export async function fileCountedReport(store: Store, card: CardData, draft: ReportDraft, fp: string): Promise<number> {
  return store.db.transaction().execute(async (trx) => {
    const tx: Store = { ...store, db: trx };
    const id = await fileReport(tx, card, draft, fp);
    await countReport(tx, fp);
    return id;
  });
}

/** Deletes events older than a day (called now and then; limits look back at most an hour). */
export async function pruneEvents(store: Store): Promise<void> {
  await store.db.deleteFrom('rate_events').where('at', '<', new Date(Date.now() - 86400000).toISOString()).execute();
}
