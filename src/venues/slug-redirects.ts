import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Store } from '../store/connection.ts';
import type { DB } from '../store/schema.ts';
import { bumpDataVersion } from '../web/distribution/data-version.ts';
import type { SlugMove } from './slug-moves.ts';

/** Adds a batch's moves to `edition_moves`, counted per (old, new) pair: run inside the batch's transaction, so a paper rewritten once counts once. */
export async function recordSlugMoves(db: Kysely<DB>, moves: SlugMove[]): Promise<void> {
  const counts = new Map<string, SlugMove & { n: number }>();
  for (const m of moves) {
    const k = `${m.from}\u0000${m.to}`;
    const c = counts.get(k);
    if (c) c.n++;
    else counts.set(k, { ...m, n: 1 });
  }
  const rows = [...counts.values()].map((c) => ({ old_edition: c.from, new_edition: c.to, papers: c.n }));
  for (let i = 0; i < rows.length; i += 300) {
    await db.insertInto('edition_moves').values(rows.slice(i, i + 300))
      .onConflict((oc) => oc.columns(['old_edition', 'new_edition']).doUpdateSet({ papers: sql<number>`edition_moves.papers + excluded.papers` }))
      .execute();
  }
}

/** Which of `editions` a venue mention or an accepted-list entry still has (their pages exist). */
async function inUse(db: Kysely<DB>, editions: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (let i = 0; i < editions.length; i += 500) {
    const part = editions.slice(i, i + 500);
    const [mentions, listed] = await Promise.all([
      db.selectFrom('paper_venues').select('edition').distinct().where('edition', 'in', part).execute(),
      db.selectFrom('list_entries').select('edition').distinct().where('edition', 'in', part).execute(),
    ]);
    for (const r of [...mentions, ...listed]) if (r.edition) used.add(r.edition);
  }
  return used;
}

/** What settling a run's moves did: slugs no venue has any more, and of them those now redirected to their new slug. */
export interface SettledSlugs {
  retired: number;
  redirected: number;
}

/**
 * Ends a re-detection run: every slug the run took from papers that no venue mention or accepted list has any more is
 * retired, and is redirected to the slug that took most of its papers when that one took more than half of them (a
 * rename: the same papers, the venue named otherwise). A slug whose papers lost their venue, or scattered, is not
 * redirected. Redirects chain to the last name (A→B then B→C gives A→C), and a redirect is dropped when its old slug
 * is in use again or its new one is not. `pass`: run after a whole re-detection pass, which empties `edition_moves` (a
 * pass stopped early keeps its moves for the run that finishes it); else (after an import batch) only the moves of the
 * slugs it retired are consumed, and those of slugs still in use wait, in case a pass is under way.
 */
export async function settleSlugRedirects(store: Store, opts: { pass: boolean; now?: Date }): Promise<SettledSlugs> {
  const now = opts.now ?? new Date();
  const out = await store.db.transaction().execute(async (tx) => {
    const moves = await tx.selectFrom('edition_moves').select(['old_edition', 'new_edition', 'papers']).execute();
    const byOld = new Map<string, { to: string; n: number }[]>();
    for (const m of moves) (byOld.get(m.old_edition) ?? byOld.set(m.old_edition, []).get(m.old_edition)!).push({ to: m.new_edition, n: Number(m.papers) });
    const used = await inUse(tx, [...byOld.keys()]);
    const found = new Map<string, { to: string; n: number }>();
    let retired = 0;
    const retiredSlugs: string[] = [];
    for (const [old, to] of byOld) {
      if (used.has(old)) continue;
      retired++;
      retiredSlugs.push(old);
      const total = to.reduce((s, t) => s + t.n, 0);
      const best = to.filter((t) => t.to && t.to !== old).sort((a, b) => b.n - a.n || (a.to < b.to ? -1 : 1))[0];
      if (best && best.n * 2 > total) found.set(old, best);
    }
    for (const [old, best] of found) {
      await tx.insertInto('edition_redirects').values({ old_edition: old, new_edition: best.to, papers: best.n, created_at: now.toISOString() })
        .onConflict((oc) => oc.column('old_edition').doUpdateSet({ new_edition: best.to, papers: best.n, created_at: now.toISOString() })).execute();
    }
    if (!opts.pass && !retiredSlugs.length) return { retired, redirected: 0, changed: false };
    const changed = await tidyRedirects(tx);
    if (opts.pass) await tx.deleteFrom('edition_moves').execute();
    for (let i = 0; i < retiredSlugs.length && !opts.pass; i += 500) await tx.deleteFrom('edition_moves').where('old_edition', 'in', retiredSlugs.slice(i, i + 500)).execute();
    const kept = found.size ? await tx.selectFrom('edition_redirects').select('old_edition').where('old_edition', 'in', [...found.keys()]).execute() : [];
    return { retired, redirected: kept.length, changed: changed || found.size > 0 };
  });
  if (out.changed) await bumpDataVersion(store);
  return { retired: out.retired, redirected: out.redirected };
}

/**
 * Collapses chains (each redirect names the end of its chain; a cycle is dropped), drops redirects whose old slug is in
 * use again and those whose new slug is not. True when a row changed.
 */
async function tidyRedirects(tx: Kysely<DB>): Promise<boolean> {
  const rows = await tx.selectFrom('edition_redirects').select(['old_edition', 'new_edition']).execute();
  if (!rows.length) return false;
  const next = new Map(rows.map((r) => [r.old_edition, r.new_edition]));
  const used = await inUse(tx, [...new Set(rows.flatMap((r) => [r.old_edition, r.new_edition]))]);
  const drop: string[] = [];
  const retarget: { old: string; to: string }[] = [];
  for (const r of rows) {
    if (used.has(r.old_edition)) { drop.push(r.old_edition); continue; }
    let to = r.new_edition;
    const seen = new Set([r.old_edition]);
    while (next.has(to) && !used.has(to) && !seen.has(to)) { seen.add(to); to = next.get(to)!; }
    if (!used.has(to)) drop.push(r.old_edition);
    else if (to !== r.new_edition) retarget.push({ old: r.old_edition, to });
  }
  for (let i = 0; i < drop.length; i += 500) await tx.deleteFrom('edition_redirects').where('old_edition', 'in', drop.slice(i, i + 500)).execute();
  for (const r of retarget) await tx.updateTable('edition_redirects').set({ new_edition: r.to }).where('old_edition', '=', r.old).execute();
  return drop.length > 0 || retarget.length > 0;
}

/**
 * The slug a retired edition slug redirects to, or null: only while no venue mention or accepted list has `edition`
 * (a slug back in use is its own page again at once, before the next re-detection tidies the row away).
 */
export async function editionRedirect(store: Store, edition: string): Promise<string | null> {
  const row = await store.db.selectFrom('edition_redirects as r').select('r.new_edition').where('r.old_edition', '=', edition)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('paper_venues as v').select(sql<number>`1`.as('one')).where('v.edition', '=', edition))))
    .where((eb) => eb.not(eb.exists(eb.selectFrom('list_entries as l').select(sql<number>`1`.as('one')).where('l.edition', '=', edition))))
    .executeTakeFirst();
  return row?.new_edition ?? null;
}
