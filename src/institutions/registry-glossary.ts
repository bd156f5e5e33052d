import { foldName } from './normalize.ts';
import { loadRegistry, type Registry } from './registry.ts';

/** What the registry's own bilingual names teach the unit glossary: subject phrases of laboratories and research centres
 *  ("Key Laboratory of Virtual Reality Technology and Systems" / 虚拟现实技术与系统重点实验室 -> "virtual reality technology and
 *  systems" = 虚拟现实技术与系统), and the Chinese form of a province or city written before an organisation's name
 *  ("Guangdong Provincial People's Hospital" / 广东省人民医院 -> "guangdong" = 广东省). */
export interface LearnedGlossary {
  fields: Map<string, string>;
  regions: Map<string, string>;
}

/** English subject-name forms whose Chinese form is the subject followed by a fixed ending. */
const SUBJECT_FORMS: [RegExp, RegExp][] = [
  [/^(?:(?:state|national|moe) )?key lab(?:oratory|oratories)? (?:of|for|on) (.+)$/, /^(.+?)(?:国家|全国|教育部)?重点(?:联合)?实验室$/u],
  [/^(?:national )?engineering research cent(?:er|re) (?:of|for|on) (.+)$/, /^(.+?)(?:国家)?工程(?:技术)?研究中心$/u],
  [/^science and technology on (.+) laboratory$/, /^(.+?)(?:国防科技|国家|国家级)?重点实验室$/u],
];

/** A province, region or city in Chinese as it opens an organisation's name (2–3 characters and its kind). */
const REGION_ZH = /^(\p{Script=Han}{2,3}?)(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区)/u;
const REGION_EN = /^(\p{Lu}\p{Ll}+) /u;

let learned: LearnedGlossary | null = null;

/** The glossary learned from the shipped registry (built once). */
export function learnedGlossary(reg?: Registry): LearnedGlossary {
  if (learned && !reg) return learned;
  const g = learnFrom(reg ?? loadRegistry());
  if (!reg) learned = g;
  return g;
}

function learnFrom(reg: Registry): LearnedGlossary {
  const fields = new Map<string, string>();
  const regionVotes = new Map<string, Map<string, number>>();
  const opening = new Map<string, string[]>();
  for (const inst of reg.byId.values()) {
    if (!inst.name_zh || inst.country !== 'CN') continue;
    const en = foldName(inst.name_en);
    for (const [enForm, zhForm] of SUBJECT_FORMS) {
      const e = enForm.exec(en);
      const z = e && zhForm.exec(inst.name_zh);
      // the whole subject only: its sides are not always joined in the same order in Chinese (空调设备及系统运行节能)
      if (e && z && !fields.has(e[1])) fields.set(e[1], z[1]);
    }
    const r = REGION_EN.exec(inst.name_en);
    if (!r) continue;
    const key = foldName(r[1]);
    opening.set(key, [...(opening.get(key) ?? []), inst.name_zh]);
    const rz = REGION_ZH.exec(inst.name_zh);
    // "Anhui City College" / 安徽城市管理职业学院 names no province
    if (rz && !rz[1].endsWith('城')) {
      const votes = regionVotes.get(key) ?? new Map<string, number>();
      votes.set(rz[0], (votes.get(rz[0]) ?? 0) + 1);
      regionVotes.set(key, votes);
    }
  }
  // a place opens most Chinese names of the records its English name opens ("Guangdong …" / 广东…); an English word that merely
  // opens a few names ("Affiliated Hospital of …" / 长治市…) does not
  const regions = new Map<string, string>();
  for (const [key, votes] of regionVotes) {
    const [first, second] = [...votes].sort((a, b) => b[1] - a[1]);
    const bare = REGION_ZH.exec(first[0])?.[1] ?? first[0];
    const names = opening.get(key) ?? [];
    const placeShare = names.filter((z) => z.startsWith(bare)).length / names.length;
    if ((!second || first[1] > second[1]) && names.length >= 2 && placeShare >= 0.5) regions.set(key, first[0]);
  }
  return { fields, regions };
}

