// Builds data/registry/registry.json.gz from ../shared/data/institutions: ROR (CC0) and
// world-universities-zh (MIT) in derived form (joined through Hipo's university-domains-list, MIT, where names differ), plus the hand-written data/registry/aliases.json.
// CSRankings (CC BY-NC-ND) is never read here. Usage: node --import tsx scripts/build-registry.ts [DATA_DIR]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { normalizeName, siteDomain, splitParenthetical } from '../src/institutions/normalize.ts';
import { countryCode } from '../src/institutions/countries.ts';
import { isNameVariant, keyTokens, nameVariantKeys } from '../src/institutions/fuzzy-match.ts';
import { UNIT_START } from '../src/institutions/parse-affiliation.ts';
import { pickZhName, simplifiedZh, zhFromJapanese } from '../src/institutions/zh-name.ts';
import { REGISTRY_FORMAT, type RegistryFile, type RegistryRow } from '../src/institutions/registry.ts';

const repo = path.resolve(import.meta.dirname, '..');
const dataDir = path.resolve(process.argv[2] ?? path.join(repo, '../shared/data/institutions'));

interface Draft { successorLabels?: string[]; withdrawn?: boolean; edu?: boolean; domains?: string[]; successors?: string[]; active?: boolean; id: string; en: string; zh: string | null; country: string | null; city: string | null; weight: number; keys: Set<string>; acr: Set<string>; parent?: string; otherParents?: string[]; ja?: string[] }

const countryNames = new Map<string, string>();

function readRor(): Draft[] {
  const lines = zlib.gunzipSync(fs.readFileSync(path.join(dataDir, 'ror/ror-records-latest.jsonl.gz'))).toString('utf8').split('\n');
  const out: Draft[] = [];
  for (const line of lines) {
    if (!line.trim()) continue;
    const r = JSON.parse(line);
    const d = r.names ? fromV2(r) : fromV1(r);
    if (d.country && r.locations?.[0]?.geonames_details?.country_name) countryNames.set(normalizeName(r.locations[0].geonames_details.country_name), d.country);
    out.push(d);
  }
  return out;
}

function draft(r: any, en: string, zhs: string[], country: string | null, city: string | null, names: string[], acr: string[], zhAliases: string[] = [], ja: string[] = []): Draft {
  const rel = (r.relationships ?? []).filter((x: any) => /child|related/i.test(x.type)).length;
  const edu = (r.types ?? []).some((t: string) => /education|company/i.test(t)) ? 3 : 0;
  const weight = Math.min(99, rel + edu + (r.status === 'active' ? 5 : 0));
  const zh = pickZhName(zhs, zhAliases, (r.types ?? []).some((t: string) => /company/i.test(t)));
  const parents = (r.relationships ?? []).filter((x: any) => /^parent$/i.test(x.type)).map((x: any) => x.id.replace('https://ror.org/', '') as string);
  const parent = parents[0];
  // Japanese names are read for universities, research facilities and government bodies (a kanji name there is the name Chinese readers use;
  // companies and societies often carry a registered name or a kana brand).
  const jaKind = (r.types ?? []).some((t: string) => /^(education|facility|government)$/i.test(t));
  const successorRel = (r.relationships ?? []).filter((x: any) => /^successor$/i.test(x.type));
  const successors = successorRel.map((x: any) => x.id.replace('https://ror.org/', ''));
  const d: Draft = { id: r.id.replace('https://ror.org/', ''), en: displayName(en), zh, country, city, weight, keys: new Set(), acr: new Set(acr), parent, otherParents: parents.slice(1), ja: jaKind ? ja : [], domains: recordDomains(r), successors, successorLabels: successorRel.map((x: any) => String(x.label ?? '')), active: r.status === 'active', withdrawn: r.status === 'withdrawn', edu: (r.types ?? []).some((t: string) => /^education$/i.test(t)) };
  // An alias written as an all-caps acronym ("BASIS") is looked up as written, never as a word of a longer name ("Basis Research Institute").
  for (const n of [en, ...names]) if (n !== en && /^[A-Z][A-Z0-9&-]{1,9}$/.test(n.trim())) d.acr.add(n.trim()); else addKeys(d, n);
  return d;
}

/** A record's web domains: ROR's `domains` and the host of each website link ("https://www5.usp.br" -> usp.br, a leading www/www2… dropped). */
function recordDomains(r: any): string[] {
  const links: string[] = [...(r.links ?? []).filter((l: any) => typeof l === 'string' || l?.type !== 'wikipedia').map((l: any) => (typeof l === 'string' ? l : l?.value)), ...(r.domains ?? [])].filter((x: unknown): x is string => typeof x === 'string');
  const out = new Set<string>();
  for (const l of links) {
    const host = /^(?:[a-z]+:\/\/)?([^/:?#]+)/i.exec(l.trim())?.[1]?.toLowerCase().replace(/^www\d*\./, '').replace(/\.$/, '');
    if (host && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) out.add(host);
  }
  return [...out];
}

/**
 * domain -> registry id, from the records' own domains (ROR, CC0). A domain several records claim is kept only when one claimant
 * is the parent of all the others (the university over its institutes: usp.br is USP's, not IQSC's); otherwise it is dropped as
 * ambiguous. A domain no record claims (gmail.com, qq.com, 163.com …) is simply not in the index.
 */
function domainIndex(drafts: Draft[]): string {
  const by = new Map<string, Draft[]>();
  const byId = new Map(drafts.map((d) => [d.id, d]));
  for (const own of drafts) {
    // a withdrawn record's domains are its successor's (hms.harvard.edu: Harvard University), or no one's when it names none
    const d = own.withdrawn ? byId.get(successorOf(own, byId) ?? '') : own;
    if (d) for (const dom of own.domains ?? []) if (!by.get(dom)?.includes(d)) by.set(dom, [...(by.get(dom) ?? []), d]);
  }
  const out: Record<string, string> = {};
  for (const [dom, ds] of [...by].sort((a, b) => a[0].localeCompare(b[0]))) {
    // a registry-like second level ("edu.cn", "ac.uk", "com.au") names no one organisation, whoever lists it
    if (/^(?:ac|edu|com|org|gov|net|co|or|go|ne|mil|res|sch)\.[a-z]{2}$/.test(dom)) continue;
    if (ds.length === 1) { out[dom] = ds[0].id; continue; }
    const ids = new Set(ds.map((d) => d.id));
    const roots = ds.filter((d) => !d.parent || !ids.has(d.parent));
    const tops = roots.filter((d) => ds.every((o) => o === d || o.parent === d.id));
    if (tops.length === 1) out[dom] = tops[0].id;
  }
  return Object.entries(out).map(([dom, id]) => `${dom} ${id}`).join('\n');
}

/** Where a name written in Chinese characters is a Chinese name, whatever language tag (or none) the record gives it. */
const CHINESE_SPEAKING = new Set(['CN', 'TW', 'HK', 'MO']);
/** A name in Chinese characters only (no kana, no hangul): 咸阳市第一人民医院, the untagged name of a hospital in China. */
const inHan = (v: string) => /\p{Script=Han}{2}/u.test(v) && !/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(v);

function fromV2(r: any): Draft {
  const names: any[] = r.names ?? [];
  const en = names.find((n) => n.types.includes('ror_display'))?.value ?? names[0]?.value ?? r.id;
  const loc = r.locations?.[0]?.geonames_details ?? {};
  let zhAll = names.filter((n) => /^zh/i.test(n.lang ?? ''));
  // a record in China, Taiwan, Hong Kong or Macau without a zh-tagged name: its names in Chinese characters are Chinese (ROR leaves some untagged)
  if (!zhAll.length && CHINESE_SPEAKING.has(loc.country_code)) zhAll = names.filter((n) => !n.types.includes('acronym') && !/^(ja|ko)/i.test(n.lang ?? '') && inHan(n.value));
  const zhAliases = zhAll.filter((n) => n.types.includes('alias')).map((n) => n.value);
  const zhs = zhAll.filter((n) => !n.types.includes('alias')).map((n) => n.value);
  const others = names.filter((n) => !n.types.includes('acronym') && !/^(zh|ja|ko|ru|ar|th|el|uk|he|fa|hi|bg|sr|ka|hy)/i.test(n.lang ?? '')).map((n) => n.value);
  const acr = names.filter((n) => n.types.includes('acronym')).map((n) => n.value);
  const ja = names.filter((n) => n.lang === 'ja' && !n.types.includes('acronym')).map((n) => n.value);
  return draft(r, en, zhs, loc.country_code ?? null, loc.name ?? null, others, acr, zhAliases, ja);
}

function fromV1(r: any): Draft {
  const labels: any[] = r.labels ?? [];
  const zhs = labels.filter((l) => /^zh/i.test(l.iso639 ?? '')).map((l) => l.label);
  // a label in any language is a name the organisation is written by (Vietnamese "Trường Đại học Bách khoa Hà Nội", Polish, Turkish …);
  // those in other scripts give no key (addKeys), as in the v2 records
  const others = [...(r.aliases ?? []), ...labels.filter((l) => !/^(zh|ja|ko)/i.test(l.iso639 ?? '')).map((l) => l.label)];
  const ja = labels.filter((l) => l.iso639 === 'ja').map((l) => l.label);
  const cc = r.country?.country_code ?? null;
  // v1 aliases carry no language: in a Chinese-speaking country, those in Chinese characters are Chinese names (after any zh label)
  const zhAliases = CHINESE_SPEAKING.has(cc) ? (r.aliases ?? []).filter(inHan) : [];
  return draft(r, r.name, zhs, cc, r.addresses?.[0]?.city ?? null, others, r.acronyms ?? [], zhAliases, ja);
}

/** "Google (United States)" -> "Google": a trailing country in parentheses is dropped from display names. */
function displayName(en: string): string {
  const { base, paren } = splitParenthetical(en);
  return paren && (countryCode(paren) || countryNames.has(normalizeName(paren))) ? base : en;
}

function addKeys(d: Draft, name: string): void {
  // Names in other scripts (Cyrillic to Ethiopic, Indic, Thai, Georgian, Khmer, kana, CJK, Hangul) give no keys; punctuation such as – and ’ (U+2013, U+2019) is no script.
  if (!name || /[\u0400-\u137f\u1780-\u17ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(name)) return;
  // A status title before the proper name is left out in use: "National Research University Higher School of Economics" is
  // written "Higher School of Economics" (kept only when what remains still names a university, institute, school …).
  const status = /^(?:National Research University|National Research(?= [A-Z][a-z]+ (?:State )?University)|Federal State (?:Autonomous|Budgetary) Educational Institution of Higher (?:Professional )?Education)\s+(.+)$/.exec(name);
  if (status && /\b(University|Institute|School|College|Academy|Polytechnic)\b/.test(status[1])) {
    for (const k of [status[1], splitParenthetical(status[1]).base].map(normalizeName)) if (k.split(' ').length >= 3) d.keys.add(k);
  }
  // Vietnamese names open with "Trường" (school) before the kind — "Trường Đại học Bách khoa Hà Nội" — a word left out in use
  const school = /^Trường\s+((?:Đại\s+học|Học\s+viện|Cao\s+đẳng)\s.+)$/iu.exec(name);
  if (school) d.keys.add(normalizeName(school[1]));
  const { base, paren } = splitParenthetical(name);
  for (const n of [name, base]) { const k = normalizeName(n); if (k.length >= 2) d.keys.add(k); }
  // "OsloMet – Oslo Metropolitan University": each side of a dash is written alone (a one-word side only when it is a coined name, "OsloMet").
  const dashed = /^(.+?)\s+[–—]\s+(.+)$/.exec(base);
  // A side that names a unit ("University of Belgrade – Faculty of Medicine") is no key: every university has one.
  if (dashed) for (const side of [dashed[1], dashed[2]].map((x) => x.trim())) if (!UNIT_START.test(side) && (/\s/.test(side) || /^\p{Lu}\p{Ll}+\p{Lu}\p{L}*$/u.test(side))) d.keys.add(normalizeName(side));
  if (paren && /^[A-Z][A-Za-z&-]{1,9}$/.test(paren)) d.acr.add(paren);
}

function addWorldUniversities(drafts: Draft[]): number {
  const rows: any[] = parse(fs.readFileSync(path.join(dataDir, 'world-universities-zh/world_universities.csv')), { columns: true, bom: true, skip_empty_lines: true });
  // A record's own name outranks its aliases: "Columbia College" is a college of that name before it is Columbia University's old name.
  const byOwn = new Map<string, Draft[]>();
  for (const d of drafts) for (const k of [normalizeName(d.en), normalizeName(splitParenthetical(d.en).base)]) byOwn.set(k, [...new Set([...(byOwn.get(k) ?? []), d])]);
  const byKey = new Map<string, Draft[]>();
  for (const d of drafts) for (const k of d.keys) byKey.set(k, [...(byKey.get(k) ?? []), d]);
  // Names that differ only in filler words or plurals ("University of Tennessee at Knoxville" / "The University of Tennessee Knoxville") are one university.
  const byTokens = new Map<string, Draft[]>();
  for (const d of drafts) for (const k of d.keys) { const t = keyTokens(k).join(' '); byTokens.set(t, [...(byTokens.get(t) ?? []), d]); }
  let added = 0;
  // Three passes over the list, so that a match by a record's own name is given before any match by an alias or by tokens.
  const matched = rows.map((row) => {
    const zh = (row.chinese_name ?? '').trim();
    const en = (row.english_name ?? '').replace(/\s+/g, ' ').trim();
    if (!zh || !en) return null;
    const country = countryCode(row.country_english ?? '') ?? countryNames.get(normalizeName(row.country_english ?? '')) ?? null;
    const keys = [normalizeName(en), normalizeName(splitParenthetical(en).base)];
    const sameCountry = (d: Draft) => !country || !d.country || d.country === country;
    const tiers = [
      keys.flatMap((k) => byOwn.get(k) ?? []).filter(sameCountry),
      keys.flatMap((k) => byKey.get(k) ?? []).filter(sameCountry),
      [...new Set(keys.flatMap((k) => byTokens.get(keyTokens(k).join(' ')) ?? []))].filter(sameCountry),
    ];
    const tier = tiers.findIndex((t) => t.length);
    return { row, zh, en, country, tier, hits: tier < 0 ? [] : tiers[tier] };
  });
  for (let t = 0; t < 3; t++) for (const m of matched) if (m?.tier === t) for (const h of m.hits) h.zh ??= m.zh;
  for (const m of matched) {
    if (!m || m.tier >= 0) continue;
    const { row, zh, en, country } = m;
    const d: Draft = { id: `wu-${row._id}`, en: splitParenthetical(en).base, zh, country, city: null, weight: 4, keys: new Set(), acr: new Set() };
    addKeys(d, en);
    drafts.push(d);
    added++;
  }
  return added;
}

/** Hipo's university-domains list (MIT): read once, used by the MOE join and by fromDomains. */
interface HipoUniversity { name: string; alpha_two_code: string; domains: string[] }
const hipoList = (): HipoUniversity[] => JSON.parse(fs.readFileSync(path.join(dataDir, 'university-domains-list/world_universities_and_domains.json'), 'utf8'));

/**
 * Taiwan's Ministry of Education list of higher-education institutions (大專校院名錄, Open Government Data License 1.0; the rows used
 * are in data/registry/sources/moe-u1-115.csv): each row's official name in Chinese and its website. The name goes, in simplified
 * characters (國立臺灣大學 -> 国立台湾大学, 國立 kept as the official name writes it), to
 * - the one ROR record in Taiwan, an education record without a Chinese name, that claims the row's web domain (several claimants:
 *   only the parent of all the others; a hospital or institute of the university never takes the university's name);
 * - else, through the Hipo university-domains list (MIT), which gives the English name of the university at that domain: the one
 *   record in Taiwan of that English name without a Chinese name, or, when no record has that name, a new entry `moe-<code>`
 *   ("National Central University" 国立中央大学, which the ROR extract here lacks).
 * A domain two Hipo universities share, or a Hipo name two records carry, gives nothing.
 */
function addMoeList(drafts: Draft[], hipo: HipoUniversity[]): { ror: number; by_name: number; added: number } {
  const rows: any[] = parse(fs.readFileSync(path.join(repo, 'data/registry/sources/moe-u1-115.csv')), { columns: true, bom: true, skip_empty_lines: true });
  const hipoAt = new Map<string, Set<string>>();
  for (const h of hipo) if (h.alpha_two_code === 'TW') for (const dom of h.domains) { const k = siteDomain(dom); if (k) hipoAt.set(k, new Set([...(hipoAt.get(k) ?? []), h.name])); }
  const claims = new Map<string, Draft[]>();
  const byKey = new Map<string, Draft[]>();
  for (const d of drafts) {
    if (d.country !== 'TW') continue;
    for (const dom of d.domains ?? []) { const k = siteDomain(dom); if (k) claims.set(k, [...new Set([...(claims.get(k) ?? []), d])]); }
    for (const k of [normalizeName(d.en), ...d.keys]) byKey.set(k, [...new Set([...(byKey.get(k) ?? []), d])]);
  }
  const n = { ror: 0, by_name: 0, added: 0 };
  for (const row of rows) {
    const zhRaw = (row['學校名稱'] ?? '').trim();
    const dom = siteDomain(row['網址'] ?? '');
    if (!zhRaw || !dom) continue;
    const zh = simplifiedZh(zhRaw);
    const ds = claims.get(dom) ?? [];
    if (ds.length) {
      const ids = new Set(ds.map((d) => d.id));
      const tops = ds.filter((d) => (!d.parent || !ids.has(d.parent)) && ds.every((o) => o === d || o.parent === d.id));
      if (tops.length === 1 && tops[0].edu && !tops[0].zh) { tops[0].zh = zh; n.ror++; }
      continue;
    }
    const names = [...(hipoAt.get(dom) ?? [])];
    if (names.length !== 1) continue;
    // "National Chung Hsing University, Taichung": a trailing town after a comma is no part of the name
    const en = names[0].replace(/,\s*\p{Lu}[\p{L}-]+$/u, '').trim();
    const same = byKey.get(normalizeName(en)) ?? [];
    if (same.length > 1) continue;
    if (same.length === 1) { if (!same[0].zh) { same[0].zh = zh; n.by_name++; } continue; }
    const d: Draft = { id: `moe-${row['代碼']}`, en, zh, country: 'TW', city: null, weight: 4, keys: new Set(), acr: new Set() };
    addKeys(d, en);
    drafts.push(d);
    n.added++;
  }
  return n;
}

/** Words a ROR name adds to a university's name only when it names another organisation (its hospital, institute, campus …). */
const OTHER_ORG = /^(?:hospital|institut|cent(?:er|re)|school|college|campus|clinic|foundation|societ|department|facult|laborator|research|main|junior)/;

/**
 * A world-universities name that matched no ROR name ("State University of New York at Buffalo") reaches the ROR record of the same
 * university through its web domain: the Hipo university-domains list (MIT) gives the domains of a university of that name and
 * country, and the one ROR record without a Chinese name that claims one of them takes the name when their English names are the
 * same words but for at most one, which is no other organisation's word ("Indian Institute of Science" / "… Bangalore"; never
 * "Juntendo University" / "Juntendo University Hospital").
 */
function fromDomains(drafts: Draft[], hipo: HipoUniversity[]): number {
  const domainsOf = new Map<string, string[]>();
  for (const h of hipo) { const k = `${normalizeName(h.name)}|${h.alpha_two_code}`; domainsOf.set(k, [...(domainsOf.get(k) ?? []), ...h.domains.map((x) => x.toLowerCase().replace(/^www\./, ''))]); }
  const claims = new Map<string, Draft[]>();
  for (const d of drafts) if (!d.id.startsWith('wu-')) for (const dom of d.domains ?? []) claims.set(dom, [...(claims.get(dom) ?? []), d]);
  const words = (en: string) => new Set(keyTokens(normalizeName(en)));
  const sameWords = (a: Set<string>, b: Set<string>) => {
    const [small, large] = a.size <= b.size ? [a, b] : [b, a];
    const extra = [...large].filter((t) => !small.has(t));
    return [...small].every((t) => large.has(t)) && extra.length <= 1 && !extra.some((t) => OTHER_ORG.test(t));
  };
  let n = 0;
  for (const w of drafts) {
    if (!w.id.startsWith('wu-') || !w.zh || !w.country) continue;
    const ids = new Set((domainsOf.get(`${normalizeName(w.en)}|${w.country}`) ?? []).flatMap((dom) => (claims.get(dom)?.length === 1 ? claims.get(dom)! : [])));
    const hits = [...ids].filter((d) => !d.zh && d.country === w.country && sameWords(words(w.en), words(d.en)));
    if (hits.length === 1) { hits[0].zh = w.zh; n++; }
  }
  return n;
}

/**
 * A world-universities name that matched no ROR name gives its Chinese name to the one ROR record, in the same country and without a
 * Chinese name, whose name (or a key of it) is the same name spelt otherwise (`isNameVariant`: spaces, word order, one letter of a long
 * word; word order only outside ENGLISH_NAMED): "Zaporizhzhia State Medical University" 扎波罗热国立医科大学 -> ROR "Zaporizhzhya State
 * Medical University", "Bangkok Thonburi University" -> "Bangkokthonburi University", "Paris-Saclay University" -> "Université
 * Paris-Saclay". Two or more such records give nothing ("Mahatama Gandhi University").
 */
/** Countries whose institutions are named in English: "X University" and "University of X" may be two of them (St. Mary's University,
 *  Texas; University of Saint Mary, Kansas), so a name in other word order is no variant there. */
const ENGLISH_NAMED = new Set(['US', 'GB', 'IE', 'CA', 'AU', 'NZ']);

function fromVariants(drafts: Draft[]): number {
  const by = new Map<string, Draft[]>();
  for (const d of drafts) {
    if (d.zh || d.id.startsWith('wu-') || !d.country) continue;
    for (const k of d.keys) for (const v of nameVariantKeys(k)) by.set(`${d.country}|${v}`, [...(by.get(`${d.country}|${v}`) ?? []), d]);
  }
  let n = 0;
  for (const w of drafts) {
    if (!w.id.startsWith('wu-') || !w.zh || !w.country) continue;
    const own = [...w.keys];
    const hits = new Set<Draft>();
    const order = !ENGLISH_NAMED.has(w.country);
    for (const k of own) for (const v of nameVariantKeys(k)) for (const d of by.get(`${w.country}|${v}`) ?? []) if ([...d.keys].some((dk) => isNameVariant(k, dk, { order }))) hits.add(d);
    if (hits.size === 1) { const [d] = hits; if (!d.zh) { d.zh = w.zh; n++; } }
  }
  return n;
}

function toRow(d: Draft): RegistryRow {
  const own = normalizeName(d.en);
  const row: RegistryRow = [d.id, d.en, d.zh, d.country, d.city, d.weight, [...d.keys].filter((k) => k !== own).join('|'), [...d.acr].join('|')];
  if (d.parent) row.push(d.parent);
  // the further parents ROR records (JPL: NASA, then Caltech), when there are more than one
  if (d.parent && d.otherParents?.length) row.push(d.otherParents.join('|'));
  return row;
}

/**
 * Chinese names for records that have none after ROR and world-universities: a Japanese organisation's kanji name (東京大学 ->
 * 东京大学; records in Japan only: a Japanese label elsewhere is a translation, 佛教大学院 for the Institute of Buddhist Studies).
 * A record named as a unit of its parent is not composed from the glossary here: research institutes carry proper names that a
 * literal composition gets wrong (the Institute of Optics and Electronics is 光电技术研究所, not 光学与电子学研究所).
 */
function fillZh(drafts: Draft[]): { japanese: number } {
  let japanese = 0;
  for (const d of drafts) {
    if (d.zh || d.country !== 'JP' || !d.ja?.length) continue;
    const zh = d.ja.map(zhFromJapanese).find((z) => z);
    if (zh) { d.zh = zh; japanese++; }
  }
  return { japanese };
}

/**
 * An inactive or withdrawn record without a Chinese name takes its successor's when the successor is the same organisation under
 * the same name, in other words or order (ROR's "Université de Nantes" -> "Nantes Université", "University of Tampere" -> "Tampere
 * University"). A successor under another name gives nothing: a merger (Cork Institute of Technology -> Munster Technological
 * University, Université Paris Diderot -> Université Paris Cité) or a renaming, whose new name is not the one the text gave.
 */
function fromSuccessor(drafts: Draft[]): number {
  const byId = new Map(drafts.map((d) => [d.id, d]));
  const words = (en: string) => [...new Set(keyTokens(normalizeName(en)))].sort().join(' ');
  let n = 0;
  for (const d of drafts) {
    if (d.zh || d.active !== false || !d.successors?.length) continue;
    const next = d.successors.map((id) => byId.get(id)).find((s) => s?.zh && words(s.en) === words(d.en));
    if (next) { d.zh = next.zh; n++; }
  }
  return n;
}

/** The record a withdrawn record's names lead to: its one successor, followed through further withdrawn records (at most 5 steps);
 *  undefined when ROR names none, several, or the chain ends in a withdrawn record without one. */
function successorOf(d: Draft, byId: Map<string, Draft>): string | undefined {
  let at: Draft | undefined = d;
  for (let step = 0; step < 5 && at?.withdrawn; step++) at = at.successors?.length === 1 ? byId.get(at.successors[0]) : undefined;
  return at && !at.withdrawn ? at.id : undefined;
}

/** Unit words: a withdrawn record named with one of them that its successor's name lacks, sharing a proper word with that name,
 *  was a part of it (Harvard Medical School -> Harvard University; "University of X Museum of Y" -> University of X): its name
 *  is kept as the unit. Otherwise the withdrawn name is another name of the successor (a duplicate, a renaming, a company bought). */
const UNIT_WORD = /\b(?:school|faculty|department|museum|hospital|clinic|laborator(?:y|ies)|lab|institute|cent(?:er|re)|division|campus|library|press)\b/;
const GENERIC_WORD = new Set(['university', 'college', 'institute', 'school', 'of', 'the', 'and', 'for', 'at', 'in', 'de', 'state', 'national', 'technology', 'medical', 'medicine', 'science', 'sciences', 'research', 'center', 'centre', 'hospital']);

/** The registry file's `withdrawn` lines: "id" (no successor: its names resolve to nothing), "id successor" (its names are the
 *  successor's) or "id successor unit" (…with the withdrawn name kept as the unit, printed in the line after the ids). */
function withdrawnLines(drafts: Draft[]): string {
  const byId = new Map(drafts.map((d) => [d.id, d]));
  const out: string[] = [];
  for (const d of drafts) {
    if (!d.withdrawn) continue;
    const next = successorOf(d, byId);
    if (!next) { out.push(d.id); continue; }
    const own = normalizeName(d.en);
    const theirs = normalizeName(byId.get(next)!.en);
    const proper = (n: string) => new Set(n.split(' ').filter((w) => w.length > 2 && !GENERIC_WORD.has(w)));
    const shared = [...proper(own)].some((w) => proper(theirs).has(w));
    const unitWord = UNIT_WORD.exec(own)?.[0];
    out.push(shared && unitWord && !new RegExp(`\\b${unitWord}\\b`).test(theirs) ? `${d.id} ${next} 1` : `${d.id} ${next}`);
  }
  return out.join('\n');
}

/**
 * A withdrawn record whose one successor is not in the ROR extract (570 of 1,240 in this build) names it by id and label: the one
 * record that is not withdrawn and bears that label as its name is the successor. Otherwise its names resolve to nothing (no record
 * is made up from the label: its country and kind are unknown). Returns how many were found so.
 */
function successorsByLabel(drafts: Draft[]): number {
  const byId = new Map(drafts.map((d) => [d.id, d]));
  const byName = new Map<string, Draft[]>();
  for (const d of drafts) if (!d.withdrawn) byName.set(normalizeName(d.en), [...(byName.get(normalizeName(d.en)) ?? []), d]);
  let n = 0;
  for (const d of drafts) {
    if (!d.withdrawn || d.successors?.length !== 1 || byId.has(d.successors[0])) continue;
    const label = displayName(d.successorLabels?.[0] ?? '').trim();
    const named = label ? byName.get(normalizeName(label)) ?? [] : [];
    if (named.length === 1) { d.successors = [named[0].id]; n++; }
  }
  return n;
}

const drafts = readRor();
for (const d of drafts) d.en = displayName(d.en);
const successorsFound = successorsByLabel(drafts);
const added = addWorldUniversities(drafts);
const hipo = hipoList();
const moe = addMoeList(drafts, hipo);
const filled = { moe, ...fillZh(drafts), domains: fromDomains(drafts, hipo), variants: fromVariants(drafts), successor: fromSuccessor(drafts) };
const file: RegistryFile = {
  format: REGISTRY_FORMAT,
  built: new Date().toISOString().slice(0, 10),
  sources: ['ROR (ror-community/ror-records, CC0 1.0)', 'WorldUniTranslation world_universities.csv (MIT, Theo-Reed)', 'Hipo university-domains-list (MIT; domains and names only, to join the others)', 'Taiwan Ministry of Education 大專校院名錄 (Open Government Data License 1.0)'],
  rows: drafts.sort((a, b) => a.id.localeCompare(b.id)).map(toRow),
  domains: domainIndex(drafts),
  withdrawn: withdrawnLines(drafts),
};
const out = path.join(repo, 'data/registry/registry.json.gz');
const gz = zlib.gzipSync(JSON.stringify(file), { level: 9 });
fs.writeFileSync(out, gz);
console.log(JSON.stringify({ rows: file.rows.length, ror: drafts.length - added - moe.added, withdrawn_successors_by_label: successorsFound, world_universities_only: added, moe_only: moe.added, with_zh: drafts.filter((d) => d.zh).length, zh_from: filled, domains: file.domains ? file.domains.split('\n').length : 0, bytes: gz.length }));
