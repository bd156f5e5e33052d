/**
 * "UACE (UnderwaterAcousticsConference & Exhibition) 2023", "ICMR (International Conference on Multimedia Retrieval)
 * 2024": an acronym, its name spelled out in parentheses, then the year. The capital letters of the spelling, in order,
 * are the acronym's letters (words run together or not); the parentheses are blanked to spaces, so the text reads
 * "ACR YEAR" as any other tag does (or "ACR Conference" where the event's word follows the bracket). Offsets are kept: a mention's evidence is still cut from the text as written.
 */
export function blankSpelledOut(text: string): string {
  // Every match needs a closing bracket right before a year: most texts have none, and the full regex tries a match
  // from every capital letter before failing.
  if (!text.includes('(') || !CLOSE_THEN_YEAR.test(text)) return text;
  return text.replace(ACRONYM_SPELLED_YEAR, (whole, acr: string, spelled: string) => {
    const capitals = spelled.replace(/[^A-Z]/g, '');
    const letters = acr.replace(/[^A-Za-z]/g, '').toUpperCase();
    if (letters.length < 3 || capitals !== letters) return whole;
    return whole.slice(0, acr.length) + ' '.repeat(whole.length - acr.length);
  });
}

/** An acronym (two capitals at least), then a parenthesised name of 4-120 characters right before a year. */
// "the CUPUM (Computational Urban Planning and Urban Management) Conference held … in 2025": the event's word may follow
// the bracket instead of the year, the text then reading "CUPUM Conference" as a kind-tagged acronym (v173, set 174 part A).
// "TMLR (Transactions on Machine Learning Research), 2026": a comma between the bracket and the year is blanked with the
// bracket, the text then reading "TMLR 2026" (round vleft8; the year was lost behind the blanked run and the comma).
const ACRONYM_SPELLED_YEAR = /(?<![A-Za-z0-9&\-])([A-Z][A-Za-z0-9&\-]*[A-Z][A-Za-z0-9&\-]*)\s*\(([^()]{4,120})\)(?:\s*,(?=\s*(?:19|20)\d{2}(?!\d)))?(?=\s*,?\s*(?:(?:19|20)\d{2}(?!\d)|(?:Conference|Symposium|Congress)(?![A-Za-z])))/g;
/** The end of every ACRONYM_SPELLED_YEAR match: ")" and the year or the event's word after it. */
const CLOSE_THEN_YEAR = /\)\s*,?\s*(?:(?:19|20)\d{2}(?!\d)|(?:Conference|Symposium|Congress)(?![A-Za-z]))/;
