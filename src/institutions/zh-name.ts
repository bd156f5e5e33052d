import { createRequire } from 'node:module';
import { lazy } from '../lazy.ts';

// OpenCC (its dictionaries, and the converters built from them) is loaded on the first conversion, not at start-up:
// the package's CommonJS build, so that a synchronous function can load it.
const converters = lazy(() => {
  const OpenCC = createRequire(import.meta.url)('opencc-js') as typeof import('opencc-js');
  return {
    fromHk: OpenCC.Converter({ from: 'hk', to: 'cn' }),
    fromTw: OpenCC.Converter({ from: 'tw', to: 'cn' }),
    jpToTraditional: OpenCC.Converter({ from: 'jp', to: 't' }),
    traditionalToCn: OpenCC.Converter({ from: 't', to: 'cn' }),
  };
});

/** Simplified characters (Hong Kong and Taiwan forms converted): 香港理工大學 -> 香港理工大学. */
export function simplifiedZh(name: string): string {
  const { fromHk, fromTw } = converters();
  return fromTw(fromHk(name));
}

/** Variant forms OpenCC's Japanese conversion leaves that simplified Chinese does not use (硏 for 研; 戸, the shinjitai of 户). */
const CN_VARIANT: Record<string, string> = { 硏: '研', 戸: '户' };
/** Japanese legal forms before or after a name (国立大学法人, 国立研究開発法人, 公益財団法人, 株式会社 …): not part of the name in use. */
const JA_LEGAL = /^(?:(?:国立|公立)大学法人|学校法人|(?:国立)?研究開発法人|(?:地方)?独立行政法人|(?:一般|公益)(?:社団|財団)法人|社会福祉法人|医療法人(?:社団|財団)?|株式会社|有限会社|合同会社)|(?:株式会社|有限会社|合同会社)$/g;

/**
 * The Chinese name of a Japanese organisation from its Japanese name when that is written in kanji only (東京大学 -> 东京大学,
 * 国立研究開発法人理化学研究所 -> 理化学研究所): Chinese readers use the kanji name in Chinese characters. Null for a name with kana
 * (ソニー), Latin letters or spaces, which has no such reading. Legal forms are dropped; characters go through OpenCC (Japanese ->
 * traditional -> simplified).
 */
export function zhFromJapanese(name: string): string | null {
  const bare = name.trim().replace(JA_LEGAL, '');
  if (!/^[\p{Script=Han}々]{2,}$/u.test(bare)) return null;
  const { jpToTraditional, traditionalToCn } = converters();
  const out = traditionalToCn(jpToTraditional(bare)).replace(/[硏戸]/g, (c: string) => CN_VARIANT[c]);
  return /々/.test(out) ? null : out;
}

/** Short forms readers use for a system's campus: 加利福尼亚大学圣地亚哥分校 -> 加州大学圣地亚哥分校 (the form of the other campuses' names). */
const SHORT_FORMS: [RegExp, string][] = [[/^加利福尼亚大学(?=\p{Script=Han}+分校$)/u, '加州大学']];

/** The formal prefix of the armed forces' academies and institutes, left out in use: 中国人民解放军火箭军工程大学 -> 火箭军工程大学 (中国人民解放军总医院 keeps it). */
const FORMAL_PREFIX = /^中国人民解放军(?=\p{Script=Han}{4})/u;
const LEGAL_SUFFIX = /(股份)?有限(责任)?公司$|(?<=集团)公司$/;
const REGION_PAREN = /[（(](中国|深圳|北京|上海|杭州|广州|香港|中国香港|中国大陆)[)）]/g;
const CITY_PREFIX = /^(北京|上海|天津|重庆|深圳|杭州|广州|南京|苏州|成都|武汉|西安|合肥|厦门|青岛|浙江|江苏|广东|山东|四川|湖北|湖南|福建|安徽|河南|河北|辽宁|吉林|陕西)(市|省)?(?=\p{Script=Han}{2})/u;
const TRADE_SUFFIX = /(?<=\p{Script=Han}{2})(集团控股|控股|信息技术|网络科技|智能科技|科技|技术)$/u;

/** Characters of Chinese text between which a space is no part of the name: Han, full-width brackets and quotes, the interpunct. */
const CJK = '\\p{Script=Han}（）“”「」《》·';
/** A space between a Chinese character (or bracket, quote, interpunct) and another: 中国地质大学 （北京） -> 中国地质大学（北京）. */
function withoutCjkSpaces(s: string): string {
  return s.replace(new RegExp(`(?<=[${CJK}])\\s+(?=[${CJK}])`, 'gu'), '');
}

/** A registered name followed by the short name in quotes (上海联影智能科技股份有限公司（“联影智能”）, …（简称“X”）): the short name is the one in use. */
const QUOTED_SHORT = /^\p{Script=Han}{4,}(?:公司|集团|研究院)[（(](?:简称)?[“"「]([^”"」]{2,})[”"」][)）]$/u;

/** Latin letters in a Chinese name written as the English name writes them (智谱ai for "Zhipu AI" -> 智谱AI). */
function latinCaseOf(zh: string, en: string | undefined): string {
  if (!en || !/[a-z]/.test(zh)) return zh;
  const words = new Map((en.match(/[A-Za-z]+/g) ?? []).map((w) => [w.toLowerCase(), w]));
  return zh.replace(/[A-Za-z]+/g, (w) => (w === w.toLowerCase() ? words.get(w) ?? w : w));
}

/** The name readers use: for a company the legal form (有限公司, 控股, a registration city, 技术/科技) dropped, e.g. 华为技术有限公司 -> 华为,
 *  阿里巴巴集团控股有限公司 -> 阿里巴巴; other names are simplified and lose a formal prefix (中国人民解放军), footer words a web page left
 *  (… 版权所有), spaces between Chinese characters, and Latin letters are cased as the English name `en` has them. */
export function commonZhName(name: string, en?: string): string {
  // brackets in a Chinese name are full-width (人工智能与数字经济广东省实验室（深圳), as ROR has it, -> …（深圳）)
  let s = withoutCjkSpaces(simplifiedZh(name).replace(FOOTER, '').trim().replace(FORMAL_PREFIX, '').replace(/\(/g, '（').replace(/\)/g, '）'));
  s = latinCaseOf(s.replace(QUOTED_SHORT, '$1'), en);
  for (const [re, short] of SHORT_FORMS) s = s.replace(re, short);
  if (!LEGAL_SUFFIX.test(s)) return s;
  let t = s.replace(REGION_PAREN, '').replace(LEGAL_SUFFIX, '');
  for (let i = 0; i < 2; i++) t = t.replace(TRADE_SUFFIX, '');
  t = t.replace(CITY_PREFIX, '');
  return t.length >= 2 ? t : s;
}

/** A company's national branch is known by the company's name: the trailing country of 联想中国 (the record of "Lenovo (China)") or
 *  三菱电机（中国） is left out. (The legal suffixes, 有限公司 and the like, are `commonZhName`'s.) */
export function companyZhName(name: string): string {
  return name.replace(/(?<=\p{Script=Han}{2})(?:（中国）|\(中国\)|中国)$/u, '');
}

/** Text a web page footer left after a name ("… 技术支持", "版权所有 …", "… 官方网站"): not part of the name. */
const FOOTER = /\s*(版权所有|技术支持|电话|编辑|营业|官方网站|官网|网站)\s*$|^\s*(版权所有|简称)\s*/g;
const COMPANY = /公司[)）]?$/;

/**
 * The Chinese name of a registry record from its zh names, labels before aliases (an alias is often an old name or a nickname):
 * names with no Chinese character (pinyin such as "Xiàmén Dàxué", or English) are not Chinese names, footer words scraped
 * with a name are dropped, and the first name already in simplified characters wins; converted to simplified characters.
 */
export function pickZhName(names: string[], aliases: string[] = [], company = false): string | null {
  const clean = (list: string[]) => list.map((z) => z.replace(FOOTER, '').trim()).filter((z) => /\p{Script=Han}{2}/u.test(z));
  const han = clean(names);
  const first = (list: string[]) => (list.length ? simplifiedZh(list.find((z) => simplifiedZh(z) === z) ?? list[0]) : null);
  const label = first(han);
  // A company is known by its brand (小红书, 商汤), not by the registered name (行吟信息科技（上海）有限公司): an alias that is no legal name (no 公司
  // anywhere: ROR has 沈阳机床股份有限公司保, a legal name with a stray character) wins.
  const brand = label && COMPANY.test(label) ? first(clean(aliases).filter((z) => !/公司/.test(z))) : null;
  const picked = brand ?? label ?? first(clean(aliases));
  return picked && company ? companyZhName(picked) : picked;
}
