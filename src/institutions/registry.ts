import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { normalizeName } from './normalize.ts';
import { commonZhName, simplifiedZh } from './zh-name.ts';

/** Version of the registry file layout (bump when RegistryRow changes). */
export const REGISTRY_FORMAT = 1;

/** One institution in the shipped file: id, English name, Chinese name, country, city, weight, `|`-joined normalised keys, `|`-joined acronyms, and (optional) the ROR id of its parent. */
export type RegistryRow = [string, string, string | null, string | null, string | null, number, string, string, string?, string?];

/** The shipped registry file (data/registry/registry.json.gz). */
export interface RegistryFile {
  format: number;
  built: string;
  sources: string[];
  rows: RegistryRow[];
  /** web / e-mail domains and their registry ids, "domain id" per line (ROR's domains and website hosts; a domain several unrelated records claim is left out). One string, so that loading the file stays fast; indexed on first use. */
  domains?: string;
  /** ROR records marked withdrawn (not an organisation of their own: a duplicate, or a school ROR folded into its university), one a
   *  line: "id" (its names resolve to nothing), "id successor" (its names resolve to the successor) or "id successor 1" (…with the
   *  withdrawn record's name kept as the unit: Harvard Medical School -> Harvard University). Never emitted as themselves. */
  withdrawn?: string;
}

/** A canonical institution. `ror` is the ROR id when it has one. */
export interface Institution {
  id: string;
  ror: string | null;
  name_en: string;
  name_zh: string | null;
  country: string | null;
  city: string | null;
  weight: number;
  /** ROR id of the parent organisation (a lab's university), when ROR records one. */
  parent?: string | null;
  /** ROR ids of the further parents ROR records, when it records more than one (JPL: NASA, then Caltech). */
  otherParents?: string[];
  /** A hand-written entry whose keys name it only at home: an address in another country names another organisation by them
   *  ("Academia Sinica": Taiwan's academy, but in a Beijing address the Chinese Academy of Sciences' English name before 1985). */
  homeOnly?: boolean;
}

/** What a name or alias points at: an institution, and the unit inside it when the alias names a lab. */
export interface AliasHit {
  inst: Institution;
  unit_en: string | null;
  unit_zh: string | null;
  /** True for hand-written aliases, which outrank ROR names. */
  curated: boolean;
}

interface HandAlias { ror?: string; id?: string; keys?: string[]; domains?: string[]; name_en?: string; name_zh?: string; country?: string; unit_en?: string; unit_zh?: string; home_only?: boolean }

/** The in-memory registry with its lookup tables. */
export interface Registry {
  byId: Map<string, Institution>;
  /** normalised name / alias -> hits */
  byKey: Map<string, AliasHit[]>;
  /** acronym exactly as written -> hits */
  byAcronym: Map<string, AliasHit[]>;
  /** web / e-mail domain -> its owner (built from `domainLines` on first use) */
  byDomain: Map<string, Institution> | null;
  domainLines: string;
  built: string;
  /** withdrawn ROR id -> the record its names resolve to and the unit it is kept as (null: resolves to nothing); not in `byId` */
  withdrawn: Map<string, AliasHit | null>;
}

const DEFAULT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../data/registry');
let cached: Registry | null = null;

function push(map: Map<string, AliasHit[]>, key: string, hit: AliasHit): void {
  const list = map.get(key);
  if (!list) map.set(key, [hit]);
  else if (!list.some((h) => h.inst === hit.inst && h.unit_en === hit.unit_en)) list.push(hit);
}

function isRorId(id: string): boolean {
  return /^0[a-z0-9]{8}$/.test(id);
}

/** The one ROR record (no unit alias) that bears `name` in `country`, if exactly one does. */
function rorNamed(reg: Registry, name: string, country: string | null | undefined): Institution | null {
  const same = (reg.byKey.get(normalizeName(name)) ?? []).filter((h) => h.inst.ror && !h.unit_en && !h.curated && h.inst.country === country);
  return new Set(same.map((h) => h.inst)).size === 1 ? same[0].inst : null;
}

function addHand(reg: Registry, a: HandAlias): void {
  // a hand record written before ROR had the organisation ("DeepSeek", "Zhipu AI") is ROR's record of that name in that country
  // once ROR has one: the hand name, Chinese name and keys go to that record
  const id = a.ror ?? (a.name_en ? rorNamed(reg, a.name_en, a.country)?.id : null) ?? a.id;
  if (!id) throw Object.assign(new Error(`registry alias without ror or id: ${JSON.stringify(a)}`), { code: 'REGISTRY_ALIAS_INVALID' });
  let inst = reg.byId.get(id);
  if (!inst) {
    if (!a.name_en) throw Object.assign(new Error(`registry alias ${id}: not in the registry and no name_en`), { code: 'REGISTRY_ALIAS_INVALID' });
    inst = { id, ror: isRorId(id) ? id : null, name_en: a.name_en, name_zh: a.name_zh ? simplifiedZh(a.name_zh) : null, country: a.country ?? null, city: null, weight: 50, ...(a.home_only ? { homeOnly: true } : {}) };
    reg.byId.set(id, inst);
    push(reg.byKey, normalizeName(a.name_en), { inst, unit_en: null, unit_zh: null, curated: true });
  } else if (!a.unit_en) {
    if (a.name_en) inst.name_en = a.name_en;
    if (a.name_zh) inst.name_zh = simplifiedZh(a.name_zh);
    inst.weight = Math.max(inst.weight, 50);
  }
  // an entry's own web / e-mail domains (vivo.com for an organisation ROR lacks) join the domain index; a domain the file gives
  // a record keeps that record (the file's lines are read after these)
  if (a.domains?.length && !a.unit_en) reg.domainLines = `${a.domains.map((d) => `${d.toLowerCase()} ${id}`).join('\n')}\n${reg.domainLines}`;
  for (const k of a.keys ?? []) {
    // a key that is another ROR record's own name in the entry's country names that record ("Samsung Advanced Institute of
    // Technology" under Samsung): the hand key does not take it over
    const other = a.ror || a.unit_en ? null : rorNamed(reg, k, a.country);
    if (other && other !== inst) continue;
    const hit: AliasHit = { inst, unit_en: a.unit_en ?? null, unit_zh: a.unit_zh ?? null, curated: true };
    const nk = normalizeName(k);
    const list = reg.byKey.get(nk)?.filter((h) => h.curated) ?? [];
    reg.byKey.set(nk, [hit, ...list.filter((h) => h.inst !== inst)]);
    if (/^[A-Z][A-Z0-9&-]{1,9}$/.test(k)) reg.byAcronym.set(k, [hit]);
  }
}

function addKeys(reg: Registry, [, en, , , , , keys, acr]: RegistryRow, hit: AliasHit): void {
  push(reg.byKey, normalizeName(en), hit);
  if (keys) for (const k of keys.split('|')) push(reg.byKey, k, hit);
  if (acr) for (const a of acr.split('|')) push(reg.byAcronym, a, hit);
}

/** A withdrawn school's name as a unit of its successor, without the successor's name written before it ("Emory University School
 *  of Medicine" -> "School of Medicine") or after it ("Perelman School of Medicine at the University of Pennsylvania"). */
function unitOf(name: string, owner: string): string {
  if (name.startsWith(`${owner} `)) return name.slice(owner.length + 1);
  for (const join of [' at the ', ' at ', ' of the ', ' of ']) if (name.endsWith(`${join}${owner}`)) return name.slice(0, -(join.length + owner.length));
  return name;
}

/** Builds lookup tables from a registry file and the hand-written aliases. */
export function buildRegistry(file: RegistryFile, aliases: HandAlias[]): Registry {
  if (file.format !== REGISTRY_FORMAT) throw Object.assign(new Error(`registry format ${file.format}, expected ${REGISTRY_FORMAT}: run scripts/build-registry.ts`), { code: 'REGISTRY_FORMAT' });
  const reg: Registry = { byId: new Map(), byKey: new Map(), byAcronym: new Map(), byDomain: null, domainLines: file.domains ?? '', built: file.built, withdrawn: new Map() };
  const withdrawn = new Map<string, { next?: string; unit: boolean }>();
  for (const line of (file.withdrawn ?? '').split('\n')) {
    const [id, next, unit] = line.split(' ');
    if (id) withdrawn.set(id, { next, unit: unit === '1' });
  }
  const later: RegistryRow[] = [];
  for (const row of file.rows) {
    const [id, en, zh, country, city, weight, , , parent, more] = row;
    if (withdrawn.has(id)) { later.push(row); continue; }
    // a parent ROR withdrew stands for its successor, or for no parent
    const live = (p: string) => (withdrawn.has(p) ? withdrawn.get(p)!.next ?? null : p);
    const others = more?.split('|').map(live).filter((p): p is string => !!p);
    const inst: Institution = { id, ror: isRorId(id) ? id : null, name_en: en, name_zh: zh ? commonZhName(zh, en) : null, country, city, weight, parent: parent ? live(parent) : null, ...(others?.length ? { otherParents: others } : {}) };
    reg.byId.set(id, inst);
    addKeys(reg, row, { inst, unit_en: null, unit_zh: null, curated: false });
  }
  // a withdrawn record's names are its successor's, read after every other record's (so a name both bear gives the live record first)
  for (const row of later) {
    const w = withdrawn.get(row[0])!;
    const inst = w.next ? reg.byId.get(w.next) : undefined;
    const hit: AliasHit | null = inst ? { inst, unit_en: w.unit ? unitOf(row[1], inst.name_en) : null, unit_zh: w.unit ? row[2] : null, curated: false } : null;
    reg.withdrawn.set(row[0], hit);
    if (hit) addKeys(reg, row, hit);
  }
  for (const a of aliases) addHand(reg, a);
  return reg;
}

/** The registry owner of a domain or of its longest registered suffix (ime.usp.br -> usp.br's owner); null when no record owns it (gmail.com). */
export function domainOwner(reg: Registry, domain: string): Institution | null {
  if (!reg.byDomain) {
    reg.byDomain = new Map();
    for (const line of reg.domainLines.split('\n')) {
      const [dom, id] = line.split(' ');
      const inst = id ? reg.byId.get(id) : undefined;
      if (inst) reg.byDomain.set(dom, inst);
    }
  }
  const labels = domain.toLowerCase().replace(/\.$/, '').split('.');
  for (let i = 0; i <= labels.length - 2; i++) {
    const hit = reg.byDomain.get(labels.slice(i).join('.'));
    if (hit) return hit;
  }
  return null;
}

/** Loads (once per process) the shipped registry from data/registry, or from `dir`. */
export function loadRegistry(dir = DEFAULT_DIR): Registry {
  if (cached && dir === DEFAULT_DIR) return cached;
  const file = path.join(dir, 'registry.json.gz');
  let data: RegistryFile;
  try {
    data = JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString('utf8'));
  } catch (cause) {
    throw Object.assign(new Error(`cannot read the institution registry ${file}: run scripts/build-registry.ts`, { cause }), { code: 'REGISTRY_MISSING' });
  }
  const aliases = JSON.parse(fs.readFileSync(path.join(dir, 'aliases.json'), 'utf8')).entries as HandAlias[];
  const reg = buildRegistry(data, aliases);
  if (dir === DEFAULT_DIR) cached = reg;
  return reg;
}
