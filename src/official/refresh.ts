import type { Config } from '../config.ts';
import type { Store } from '../store/connection.ts';
import { fetchEdition, type EditionResult } from './fetch-edition.ts';
import { editionsFor, knownEditions, officialHttp, sourceUrls } from './registry.ts';
import type { OfficialEdition } from './source.ts';

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

/** Fetches `editions` one after another through one polite client; `onResult` hears each outcome. */
export async function fetchEditions(store: Store, config: Config, editions: OfficialEdition[], onResult?: (r: EditionResult) => void, onRetry?: (m: string) => void): Promise<EditionResult[]> {
  const http = officialHttp(config, onRetry);
  const urls = sourceUrls(config);
  const out: EditionResult[] = [];
  for (const ed of editions) {
    const r = await fetchEdition(store, http, urls, ed);
    out.push(r);
    onResult?.(r);
  }
  return out;
}
