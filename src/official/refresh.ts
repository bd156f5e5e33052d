import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import { fetchEdition, type EditionResult } from './fetch-edition.ts';
import { editionsFor, knownEditions, officialHttp, sourceUrls } from './registry.ts';
import type { OfficialEdition } from './source.ts';
import { importHold } from '../web/distribution/data-version.ts';

/** Editions held within the last `months` months (or due within the next year): a year counts from its 1 July. */
export function recentEditions(now: Date, months = 18): OfficialEdition[] {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - months);
  const pairs = new Map<string, { venue: string; year: number }>();
  for (const e of knownEditions()) {
    const held = Date.UTC(e.year, 6, 1);
    if (held >= from.getTime() && e.year <= now.getUTCFullYear() + 1) pairs.set(e.edition, { venue: e.venue, year: e.year });
  }
  return [...pairs.values()].flatMap((p) => editionsFor(p.venue, p.year));
}

/** Every edition the sources know, one preferred source each. */
export function allEditions(): OfficialEdition[] {
  const pairs = new Map(knownEditions().map((e) => [e.edition, { venue: e.venue, year: e.year }]));
  return [...pairs.values()].flatMap((p) => editionsFor(p.venue, p.year));
}

/**
 * Fetches `editions` one after another through one polite client; `onResult` hears each outcome. While it runs, the
 * data version the page caches follow moves at most once per PAPERBOARD_IMPORT_REFRESH_S seconds (and once at the end),
 * as during `paperboard import`, so matching edition after edition does not make every cache rebuild each time.
 */
export async function fetchEditions(store: Store, config: Config, editions: OfficialEdition[], onResult?: (r: EditionResult) => void | Promise<void>, onRetry?: (m: string) => void): Promise<EditionResult[]> {
  const http = officialHttp(config, onRetry);
  const urls = sourceUrls(config);
  const out: EditionResult[] = [];
  const hold = importHold(store, `lists-${process.pid}-${Date.now()}`, config.importRefreshS);
  await hold.tick();
  try {
    for (const ed of editions) {
      const r = await fetchEdition(store, http, urls, ed);
      void hold.tick();
      out.push(r);
      await onResult?.(r);
    }
  } finally {
    await hold.end().catch(() => {});
  }
  return out;
}
