// Which venue rules a store's mentions were detected with, so an upgrade that changes them (a new rule, a catalogue
// rebuilt from newer lists) re-detects the stored papers once instead of leaving them as the old rules read them.
// The rules' fingerprint is a hash of the detector's own modules (this folder, as this build runs them) and of the
// catalogue data it loads; the store keeps the fingerprint it was last detected with in `kv` (VENUE_RULES_KEY).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Store } from '../store/connection.ts';
import { isModuleFile } from '../module-files.ts';

/** The kv key holding the fingerprint of the rules the store's venues were detected with. */
export const VENUE_RULES_KEY = 'venue_rules';
/** The value a new store starts with (migration 025): every paper it gets is detected by the code that writes it. */
export const FRESH_STORE = 'fresh';
/** Job that re-detects every stored paper's venues after the rules changed (venues/tasks.ts): payload `{}`. */
export const REDETECT_TASK = 'venues:redetect';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DATA = path.resolve(HERE, '../../data/venues');
/** The detector's TypeScript sources: hashed whether this build runs them (tsx) or their compiled copy (dist/), so both fingerprint alike. */
const SOURCES = path.resolve(HERE, '../../src/venues');

let memo: string | null = null;

/** The fingerprint of the venue rules this build runs: sha256 of the detector's modules and the catalogue's data files. */
export function venueRulesFingerprint(): string {
  if (memo) return memo;
  const hash = crypto.createHash('sha256');
  // the sources when the checkout has them (it does: dist/ is built from them), else the modules this build runs
  const dir = fs.existsSync(SOURCES) ? SOURCES : HERE;
  const code = (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => (dir === SOURCES ? /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) : isModuleFile(path.basename(f)))).sort().map((f) => path.join(dir, f));
  const data = fs.readdirSync(DATA).filter((f) => /\.json(?:\.gz)?$/.test(f)).sort().map((f) => path.join(DATA, f));
  for (const f of [...code, ...data]) hash.update(path.relative(dir, f)).update('\0').update(fs.readFileSync(f)).update('\0');
  memo = hash.digest('hex').slice(0, 32);
  return memo;
}

/** The fingerprint the store's venues were last detected with; FRESH_STORE for a store created empty; null when unknown (a store older than the mark). */
export async function storedVenueRules(store: Store): Promise<string | null> {
  const row = await store.db.selectFrom('kv').select('value').where('key', '=', VENUE_RULES_KEY).executeTakeFirst();
  return row?.value ?? null;
}

/** Records that the store's venues are as `fingerprint`'s rules read them (after a re-detection of every paper). */
export async function markVenueRules(store: Store, fingerprint = venueRulesFingerprint()): Promise<void> {
  const updated_at = new Date().toISOString();
  await store.db.insertInto('kv').values({ key: VENUE_RULES_KEY, value: fingerprint, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: fingerprint, updated_at })).execute();
}

/** Whether venues stored under mark `stored` are as this build's rules read them (a store created empty by this code's are). */
export function rulesCurrent(stored: string | null): boolean {
  return stored === FRESH_STORE || stored === venueRulesFingerprint();
}

/** Whether the store's venues were detected by other rules than this build's; a store still marked fresh takes this build's mark. */
export async function venueRulesStale(store: Store): Promise<boolean> {
  const stored = await storedVenueRules(store);
  if (stored === FRESH_STORE) await markVenueRules(store);
  return !rulesCurrent(stored);
}
