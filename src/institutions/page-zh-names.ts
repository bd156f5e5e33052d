import { cutAtNextNumbers } from './author-block.ts';
import { commonZhName } from './zh-name.ts';
import { learnedGlossary } from './registry-glossary.ts';
import type { PaperAffiliations } from './extract.ts';

/**
 * Chinese names a page prints itself. Chinese journals and many Chinese-authored papers print a Chinese author / affiliation
 * block beside the English one ("(1. 山东建筑大学 土木工程学院，山东 济南 250101；2. …)" and "(1. School of Civil Engineering,
 * Shandong Jianzhu University, Jinan 250101, Shandong, China; 2. …)"). The two lists are paired by their numbers, or by order when
 * neither is numbered, both have as many items and each pair shares its postcode (its city when one side prints none); an
 * organisation the registry gives no Chinese name
 * (or only a name composed from the unit glossary) takes the page's own.
 */

/** One affiliation printed in English and in Chinese on the same page. */
export interface PagePair {
  en: string;
  zh: string;
}

/** A Han character. */
const HAN = /\p{Script=Han}/u;
/** An item's number as it opens an affiliation: "1." "1．" "1、" "1)" or a superscript read as ⟦1⟧. */
const ITEM = /^(?:[(（]\s*)?(?:⟦(\d{1,2})⟧|(\d{1,2})\s*(?:[.．、]|\)(?!\d)))\s*(?=\S)/u;
/** A line that opens what follows the affiliations (abstract, keywords, classification codes, notes, the text). */
const AFTER = /^(?:摘\s*要|关\s*键\s*词|關\s*鍵\s*詞|中图分类号|文献标[志识]码|文章编号|收稿日期|基金项目|作者简介|abstract\b|key\s*words?\b|keywords?\b|index terms\b|doi\b|\d+\s*引\s*言|引\s*言)/iu;

/** Whether a text is written in Chinese (more Han characters than Latin letters). */
function isChinese(text: string): boolean {
  const han = (text.match(/\p{Script=Han}/gu) ?? []).length;
  const latin = (text.match(/[A-Za-z]/g) ?? []).length;
  return han >= 2 && han > latin;
}

/** Joins a wrapped line to the line before: no space between Chinese characters ("南洋理工" + "大学"), a word's hyphen kept. */
function joinLine(prev: string, next: string): string {
  if (HAN.test(prev.slice(-1)) && HAN.test(next[0] ?? '')) return prev + next;
  return `${prev} ${next}`;
}

interface Block { items: { n: number | null; text: string }[]; chinese: boolean }

/**
 * The affiliation blocks of a page's front text: runs of lines that open with a numbered item, or a parenthesised block ("(…)")
 * of addresses, up to the abstract, the keywords or the block's closing parenthesis; each split into its items.
 */
export function affiliationBlocks(text: string): Block[] {
  const lines = text.split(/\n/).map((l) => l.trim()).filter(Boolean);
  const blocks: Block[] = [];
  for (let i = 0; i < lines.length; i++) {
    // an address block in parentheses after the names on their line: "龚坤，武永卫，陈康(清华大学 计算机科学与技术系，北京 100084)"
    const after = /^[^(（]*\S\s*([(（](?:[^()（）]*(?<!\d)\d{5,6}(?!\d)[^()（）]*(?:[)）]\s*)?|[^()（）]*\bChina\s*[)）]\s*))$/u.exec(lines[i]);
    const first = after ? after[1] : lines[i];
    const paren = /^[(（]/.test(first);
    const numbered = ITEM.test(first);
    // an unnumbered block in parentheses: addresses, with a postcode or ending in the country ("…, Beijing, China)")
    if (!numbered && !(paren && (/(?<!\d)\d{5,6}(?!\d)/.test(first) || /\bChina\s*[)）]\s*$/.test(first)))) continue;
    const chinese = isChinese(first);
    const taken = [first];
    let depth = balance(first);
    let j = i + 1;
    // a parenthesised block runs to its closing parenthesis; a numbered one takes its items and their wrapped lines, in one script
    for (; j < lines.length && taken.length < 12; j++) {
      const l = lines[j];
      if (AFTER.test(l) || isChinese(l) !== chinese) break;
      if (paren) { if (depth <= 0) break; }
      else if (!ITEM.test(l) && /[.;；。]$/.test(taken[taken.length - 1])) break;
      taken.push(l);
      depth += balance(l);
    }
    const items = splitItems(taken);
    if (items.length) blocks.push({ items, chinese });
    i = j - 1;
  }
  return blocks;
}

/** Opening minus closing parentheses of a line. */
function balance(line: string): number {
  return (line.match(/[(（]/g) ?? []).length - (line.match(/[)）]/g) ?? []).length;
}

/** The items of a block's lines: split where a number opens a line or follows a semicolon; the block's parentheses dropped. */
function splitItems(lines: string[]): { n: number | null; text: string }[] {
  const pieces: string[] = [];
  for (const l of lines) {
    if (!pieces.length || ITEM.test(l)) pieces.push(l);
    else pieces[pieces.length - 1] = joinLine(pieces[pieces.length - 1], l);
  }
  const out: { n: number | null; text: string }[] = [];
  for (const p of pieces) {
    const body = p.replace(/^[(（]\s*/, '').replace(/\s*[)）]\s*$/, (m) => (balance(p) < 0 ? '' : m));
    for (const part of body.split(/\s*[;；]\s*(?=(?:⟦\d{1,2}⟧|\d{1,2}\s*[.．、)])|\S)/u).flatMap(runOnItems)) {
      const m = ITEM.exec(part);
      const n = m ? Number(m[1] ?? m[2]) : null;
      let t = (m ? part.slice(m[0].length) : part).replace(/[\s,，;；。]+$/u, '').trim();
      // the block's closing parenthesis after its last item
      if (balance(t) < 0) t = t.replace(/\s*[)）]$/u, '');
      if (t) out.push({ n, text: t });
    }
  }
  return out;
}

/** Two numbered items set on one line with no semicolon between them ("1. 北京大地宏图勘测科技有限公司，北京 100020 2. 正孚信安…"): an
 *  item opened by a number is cut where the next number opens a name. */
function runOnItems(part: string): string[] {
  const m = /^(?:⟦(\d{1,2})⟧|(\d{1,2})\s*[.．、])/u.exec(part);
  return m ? cutAtNextNumbers(part, Number(m[1] ?? m[2])) : [part];
}

/** The six-digit postcodes (China) or other 5–6 digit codes an item prints. */
const codes = (t: string) => new Set(t.match(/(?<!\d)\d{5,6}(?!\d)/g) ?? []);
const shareCode = (a: string, b: string) => { const ca = codes(a); return [...codes(b)].some((c) => ca.has(c)); };
const bothCoded = (a: string, b: string) => codes(a).size > 0 && codes(b).size > 0;

/** Whether the English item names a city or province whose Chinese name (as the registry's bilingual names write it: "Beijing" /
 *  北京市) the Chinese item names too. */
function shareRegion(en: string, zh: string): boolean {
  const { regions } = learnedGlossary();
  return (en.match(/\p{Lu}\p{Ll}+/gu) ?? []).some((w) => {
    const z = regions.get(w.toLowerCase())?.replace(/(?:省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)$/u, '');
    return !!z && z.length >= 2 && zh.includes(z);
  });
}

/** A plausible pair of items printed without numbers: their postcodes agree, or, where the two do not both print one, their city. */
const plausible = (en: string, zh: string) => (bothCoded(en, zh) ? shareCode(en, zh) : shareRegion(en, zh));

/**
 * The affiliations a page prints in both languages, paired: by number ("1." with "1."), a pair whose postcodes both sides print but
 * differ left out; or, when neither list is numbered, by order when both have as many items and every pair shares its postcode
 * (or, when one side prints none, its city: "Beijing" / 北京).
 */
export function pageZhPairs(text: string): PagePair[] {
  const blocks = affiliationBlocks(text);
  const zh = blocks.filter((b) => b.chinese);
  const en = blocks.filter((b) => !b.chinese && !b.items.some((i) => HAN.test(i.text)));
  if (!zh.length || !en.length) return [];
  const out: PagePair[] = [];
  const seen = new Set<string>();
  const add = (e: string, z: string) => { if (!seen.has(e)) { seen.add(e); out.push({ en: e, zh: z }); } };
  const zhItems = zh.flatMap((b) => b.items);
  const enItems = en.flatMap((b) => b.items);
  const zhNum = new Map(zhItems.filter((i) => i.n !== null).map((i) => [i.n!, i.text]));
  for (const e of enItems) {
    if (e.n === null) continue;
    const z = zhNum.get(e.n);
    if (z && (!bothCoded(e.text, z) || shareCode(e.text, z))) add(e.text, z);
  }
  // unnumbered: block by block, in order, the same count and every pair sharing a postcode (or its city)
  for (const zb of zh) {
    if (zb.items.some((i) => i.n !== null)) continue;
    for (const eb of en) {
      if (eb.items.some((i) => i.n !== null) || eb.items.length !== zb.items.length) continue;
      if (eb.items.every((e, k) => plausible(e.text, zb.items[k].text))) eb.items.forEach((e, k) => add(e.text, zb.items[k].text));
    }
  }
  return out;
}

/** Chinese endings of an organisation's name by the kind its English name gives (its head word), the most telling first. */
const KINDS: [RegExp, string[]][] = [
  [/\bhospital\b/i, ['医院']],
  [/\bbank\b/i, ['银行']],
  [/\b(?:co(?:mpany)?|corp(?:oration)?|inc|ltd|limited|llc|plc|gmbh)\b\.?/i, ['公司', '集团']],
  [/\bgroup\b/i, ['集团', '公司']],
  [/\buniversit(?:y|ies)\b/i, ['大学', '学院']],
  [/\bacademy\b/i, ['科学院', '研究院', '学院']],
  [/\b(?:research )?institute\b|\binstitution\b/i, ['研究所', '研究院', '学院', '大学']],
  [/\b(?:college|school)\b/i, ['学院', '学校', '大学']],
  [/\blab(?:oratory|oratories)?\b/i, ['实验室']],
  [/\b(?:cent(?:er|re))\b/i, ['中心']],
  [/\bobservatory\b/i, ['天文台', '台']],
];
/** The kind of an English organisation name by its head word: the last kind word before "of" ("Research Institute of Electronics
 *  Technology", "University of Chinese Academy of Sciences"), else the last of the name ("Peking University Third Hospital"). */
function kindOf(nameEn: string): [RegExp, string[]] | undefined {
  const at = (text: string) => {
    let best: { i: number; k: [RegExp, string[]] } | null = null;
    for (const k of KINDS) {
      for (const m of text.matchAll(new RegExp(k[0].source, 'gi'))) if (!best || m.index! > best.i) best = { i: m.index!, k };
    }
    return best?.k;
  };
  const before = /^(.+?)\s+of\s/i.exec(nameEn);
  return (before && at(before[1])) || at(nameEn);
}

/** Endings after which a Chinese affiliation names its next level ("国网江西省电力有限公司" + "电力科学研究院"). */
const LEVEL_END = /(科学院|研究院|研究所|大学|学院|公司|集团|医院|实验室|中心|银行|天文台)(?!(?:股份)?有限(?:责任)?公司)(?=\p{Script=Han}{2,}?(?:科学院|研究院|研究所|大学|学院|公司|集团|医院|实验室|中心|银行|天文台|系|所|部|室|处|局))/gu;

/** The levels of a Chinese affiliation's name, organisation first: "山东建筑大学 土木工程学院，山东 济南 250101" -> 山东建筑大学, 土木工程学院. */
export function zhLevels(zhAffiliation: string): string[] {
  const head = zhAffiliation.split(/\s*[,，]\s*/)[0].replace(/\s*(?:e-?mail|电子邮件|邮箱)\s*[:：].*$/iu, '');
  // a host written in parentheses after a laboratory ("…国家重点实验室(华中科技大学)") is the level above it
  const hosted = /^(.+?)\s*[(（]([^()（）]+?(?:大学|学院|研究院|研究所|科学院|公司|集团|医院))[)）]$/u.exec(head);
  const parts = hosted ? [hosted[2], hosted[1]] : head.split(/\s+/);
  const levels: string[] = [];
  for (const p of parts) levels.push(...p.replace(LEVEL_END, '$1\u0000').split('\u0000').filter(Boolean));
  return levels.filter((l) => HAN.test(l));
}

/**
 * The page's Chinese name for the organisation `nameEn` within a Chinese affiliation, and the unit below it: the levels down to the
 * first whose ending is one the English name's kind has ("Research Institute" -> 研究院 / 研究所; "Co., Ltd." -> 公司), as Chinese
 * names write a body with its parent (中国科学院高能物理研究所); a one-level name when the kind says nothing. Null when unsure.
 */
export function zhFromPage(zhAffiliation: string, nameEn: string): { name: string; unit: string | null } | null {
  const levels = zhAffiliation ? zhLevels(zhAffiliation) : [];
  if (!levels.length) return null;
  const kind = kindOf(nameEn);
  let at = -1;
  // the endings in the kind's order (研究所 before 学院: 中国科学院 + 高能物理研究所 is the institute); 学院 is not 科学院's ending
  const ends = (l: string, e: string) => l.endsWith(e) && !(e === '学院' && l.endsWith('科学院'));
  if (kind) for (const e of kind[1]) { at = levels.findIndex((l) => ends(l, e)); if (at >= 0) break; }
  else if (levels.length === 1) at = 0;
  if (at < 0) return null;
  const name = levels.slice(0, at + 1).join('');
  if (name.length < 3) return null;
  const unit = levels.slice(at + 1).join('');
  return { name, unit: unit || null };
}

/** Letters and digits of an English text, lower-cased, as words. */
const words = (t: string) => t.toLowerCase().normalize('NFKD').replace(/[^a-z0-9\s]/g, ' ').split(/\s+/).filter(Boolean);

/** The page pair whose English text is the affiliation's (the same words, or nearly: a reader may cut an e-mail or a country). */
function pairOf(text: string, pairs: PagePair[]): PagePair | null {
  const w = new Set(words(text));
  if (!w.size) return null;
  let best: PagePair | null = null;
  let bestScore = 0;
  for (const p of pairs) {
    const pw = new Set(words(p.en));
    const shared = [...w].filter((x) => pw.has(x)).length;
    const score = shared / Math.max(w.size, pw.size);
    if (score > bestScore) { best = p; bestScore = score; }
  }
  return bestScore >= 0.6 ? best : null;
}

/**
 * Gives the organisations of a paper that the registry names in no Chinese (or only by the unit glossary's composition) the Chinese
 * name the page prints for their affiliation, and a unit without a Chinese name the page's unit below it. Registry names stay.
 */
export function withPageZhNames(paper: PaperAffiliations, pairs: PagePair[]): PaperAffiliations {
  if (!pairs.length) return paper;
  for (const a of paper.authors) for (const f of a.affiliations) {
    const pair = pairOf(f.text, pairs);
    if (!pair) continue;
    for (const r of f.institutions) {
      const page = zhFromPage(pair.zh, r.name_en);
      if (!page) continue;
      const name = commonZhName(page.name, r.name_en);
      const own = r.id === null || !r.name_zh;
      if (own) r.name_zh = name;
      // the page's unit belongs to the organisation the page names, when that is the one resolved
      if (r.unit_en && page.unit && (own || r.name_zh === name)) r.unit_zh = page.unit;
    }
  }
  return paper;
}
