import type { AuthorAffiliation } from './extract.ts';
import { matchAffiliation, type ResolvedInstitution } from './match.ts';
import { loadRegistry, type Registry } from './registry.ts';
import { institutionId } from './affiliation-keys.ts';
import { familyName, foldKey, type OpenAlexAuthorship, type OpenAlexWork } from './openalex-work.ts';

/** An author as OpenAlex gives them: the name and the affiliations, resolved to our institutions. */
export interface OpenAlexAuthor { name: string; affiliations: AuthorAffiliation[] }

type OaInstitution = NonNullable<OpenAlexAuthorship['institutions']>[number];

const rorOf = (i: OaInstitution) => (i.ror ? i.ror.replace(/^https?:\/\/ror\.org\//i, '').toLowerCase() : null);

/** One OpenAlex institution as ours: the registry record of its ROR id (with the unit the text names, when our matcher found it), else kept by name. */
function resolveOne(i: OaInstitution, matched: ResolvedInstitution[], reg: Registry): ResolvedInstitution | null {
  const ror = rorOf(i);
  const same = matched.find((m) => m.ror && m.ror === ror);
  if (same) return same;
  // a ROR id ROR withdrew is its successor's record (with the withdrawn name as the unit when it was a school of it), or no record
  const moved = ror ? reg.withdrawn.get(ror) : undefined;
  if (moved) return { id: moved.inst.id, ror: moved.inst.ror, name_en: moved.inst.name_en, name_zh: moved.inst.name_zh, country: moved.inst.country, unit_en: moved.unit_en, unit_zh: moved.unit_zh };
  const inst = ror ? reg.byId.get(ror) : undefined;
  if (inst) return { id: inst.id, ror: inst.ror, name_en: inst.name_en, name_zh: inst.name_zh, country: inst.country, unit_en: null, unit_zh: null };
  if (!i.display_name) return null;
  return { id: null, ror: moved === null ? null : ror, name_en: i.display_name, name_zh: null, country: i.country_code ?? null, unit_en: null, unit_zh: null };
}

function uniq(list: ResolvedInstitution[]): ResolvedInstitution[] {
  const seen = new Set<string>();
  return list.filter((r) => !seen.has(institutionId(r)) && Boolean(seen.add(institutionId(r))));
}

/**
 * An authorship's affiliations: each raw affiliation string OpenAlex kept is one affiliation, holding the OpenAlex
 * institutions it names (by OpenAlex's own link when the response has one, else those our matcher also finds in the
 * text, else — for a lone string — all of them); an institution no string took becomes an affiliation by its name.
 */
export function authorshipAffiliations(a: OpenAlexAuthorship, reg: Registry = loadRegistry()): AuthorAffiliation[] {
  const insts = (a.institutions ?? []).filter((i) => i.display_name || i.ror);
  const linked = a.affiliations?.length ? a.affiliations : null;
  const raws = linked ? linked.map((l) => l.raw_affiliation_string) : a.raw_affiliation_strings?.length ? a.raw_affiliation_strings : a.raw_affiliation_string ? [a.raw_affiliation_string] : [];
  const taken = new Set<OaInstitution>();
  const out: AuthorAffiliation[] = [];
  for (const [k, text] of raws.entries()) {
    if (!text.trim()) continue;
    const matched = matchAffiliation(text, {}, reg);
    let mine: OaInstitution[];
    if (linked) mine = insts.filter((i) => i.id && (linked[k].institution_ids ?? []).includes(i.id));
    else if (raws.length === 1) mine = insts;
    else mine = insts.filter((i) => matched.some((m) => m.ror && m.ror === rorOf(i)));
    mine.forEach((i) => taken.add(i));
    const resolved = mine.length ? mine.map((i) => resolveOne(i, matched, reg)).filter((r): r is ResolvedInstitution => r !== null) : matched;
    out.push({ text: text.trim(), institutions: uniq(resolved) });
  }
  for (const i of insts.filter((x) => !taken.has(x))) {
    const r = resolveOne(i, [], reg);
    if (r) out.push({ text: i.display_name ?? r.name_en, institutions: [r] });
  }
  return out;
}

/** Every author of a work with resolved affiliations, in OpenAlex's order. */
export function openAlexAuthors(work: OpenAlexWork, reg: Registry = loadRegistry()): OpenAlexAuthor[] {
  return work.authorships.map((a) => ({ name: a.author.display_name ?? '', affiliations: authorshipAffiliations(a, reg) })).filter((a) => a.name);
}

const words = (name: string) => foldKey(name).split(' ').sort().join(' ');
const initial = (name: string) => foldKey(name.includes(',') ? name.split(',')[1] ?? '' : name).charAt(0);

/**
 * Pairs our authors with OpenAlex's: the same folded name, else the same family name and first initial, else the same
 * words in another order (family name first). Returns, per our author index, the OpenAlex index or -1.
 */
export function pairAuthors(ours: string[], theirs: string[]): number[] {
  const used = new Set<number>();
  const take = (test: (j: number) => boolean) => {
    const j = theirs.findIndex((_, k) => !used.has(k) && test(k));
    if (j >= 0) used.add(j);
    return j;
  };
  const out = ours.map((n) => take((k) => foldKey(theirs[k]) === foldKey(n)));
  for (const [i, n] of ours.entries()) {
    if (out[i] >= 0) continue;
    out[i] = take((k) => familyName(theirs[k]) === familyName(n) && initial(theirs[k]) === initial(n));
    if (out[i] < 0) out[i] = take((k) => words(theirs[k]) === words(n));
  }
  return out;
}

/** The institution keys of affiliations (registry id, or org:<name>), sorted and distinct. */
export function institutionKeys(affs: { institutions: ResolvedInstitution[] }[]): string[] {
  return [...new Set(affs.flatMap((f) => f.institutions.map(institutionId)))].sort();
}

/**
 * Whether two lists of institution keys name the same organisations: each key on either side is on the other, or is
 * the ROR parent or a ROR child of one there (a lab and its university are not a disagreement).
 */
export function sameInstitutions(a: string[], b: string[], reg: Registry = loadRegistry()): boolean {
  const parent = (k: string) => reg.byId.get(k)?.parent ?? null;
  const covered = (k: string, other: string[]) => other.some((o) => o === k || parent(k) === o || parent(o) === k);
  return a.every((k) => covered(k, b)) && b.every((k) => covered(k, a));
}
