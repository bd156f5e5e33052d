import { institutionHref, type InstitutionSummary } from '../../institutions/queries.ts';
import { displayInstitution } from '../../institutions/display.ts';

const EN = new Intl.DisplayNames(['en'], { type: 'region' });
const ZH = new Intl.DisplayNames(['zh-CN'], { type: 'region' });

/** A country code as `中国 China (CN)`; `未知 unknown` for null; the code itself when it is not a region. */
export function countryName(code: string | null): string {
  if (!code) return '未知 unknown';
  try {
    return `${ZH.of(code)} ${EN.of(code)}`;
  } catch {
    return code;
  }
}

/** An institution's label `English（中文）` (the institution itself, no unit). */
export function institutionLabel(i: Pick<InstitutionSummary, 'name_en' | 'name_zh'>): string {
  return displayInstitution({ name_en: i.name_en, name_zh: i.name_zh, unit_en: null, unit_zh: null });
}

/** A link to an institution's page. */
export function InstitutionLink(props: { i: InstitutionSummary }) {
  return <a href={institutionHref(props.i)}>{institutionLabel(props.i)}</a>;
}

/** A list of institutions with their paper counts. */
export function InstitutionList(props: { items: InstitutionSummary[]; unit?: string }) {
  return (
    <ol class="inst-list">
      {props.items.map((i) => <li><InstitutionLink i={i} /> <span class="muted small">{i.country ?? ''} · {i.papers} {props.unit ?? '篇论文 papers'}</span></li>)}
    </ol>
  );
}
