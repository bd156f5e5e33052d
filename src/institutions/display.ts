import type { ResolvedInstitution } from './match.ts';

/** English form with the unit when known: "School of Data Science, The Chinese University of Hong Kong, Shenzhen". */
export function displayEn(r: Pick<ResolvedInstitution, 'name_en' | 'unit_en'>): string {
  return r.unit_en ? `${r.unit_en}, ${r.name_en}` : r.name_en;
}

/** Chinese form, institution then unit ("香港中文大学（深圳）数据科学学院"); the unit only when it has a Chinese name. Null without a Chinese name. */
export function displayZh(r: Pick<ResolvedInstitution, 'name_zh' | 'unit_zh'>): string | null {
  if (!r.name_zh) return null;
  return r.unit_zh ? `${r.name_zh}${r.unit_zh}` : r.name_zh;
}

/** The 机构 display form `English（中文）`, or just English when no Chinese name is known. */
export function displayInstitution(r: Pick<ResolvedInstitution, 'name_en' | 'name_zh' | 'unit_en' | 'unit_zh'>): string {
  const zh = displayZh(r);
  return zh ? `${displayEn(r)}（${zh}）` : displayEn(r);
}
