/** A font's weight and style as its name says them: pdf.js hands each text item a font id only; the loaded font behind it carries the
 *  font's real name ("WIMFMH+LMRoman12-Bold", "NimbusRomNo9L-Medi", "LinLibertineTB", "CMBX12", "TimesNewRomanPS-BoldItalicMT"). */
export interface FontStyle {
  bold: boolean;
  italic: boolean;
  smallCaps: boolean;
}

const PLAIN: FontStyle = { bold: false, italic: false, smallCaps: false };

// a weight word of a font's name: bold and its abbreviations, the heavier weights, and Medium (URW's name for the bold of its Times,
// Helvetica and Palatino clones: "NimbusRomNo9L-Medi"); Semi alone (SemiCondensed, SemiLight) is no weight
const BOLD_WORD = /^(?:bold|bd|bx|b|demi|demibold|semibold|medi|medium|black|heavy|extrabold|ultrabold)$/i;
const ITALIC_WORD = /^(?:italic|ital|it|i|oblique|obl|slanted|slant|sl|inclined|kursiv|ti)$/i;
const CAPS_WORD = /^(?:caps|smallcaps|sc|csc)$/i;
// a run of capitals closing a name with no separator (Libertine's "LinLibertineTB", "…TBI", "…TI"): T (the face) then B and / or I
const CODE_TAIL = /(?<=\p{Ll})T?(B?)(I?)$/u;

/** The style a font's name says: after a hyphen or comma (the style part of a PostScript name: "-Bold", "-ReguItal", ",BoldItalic")
 *  and in the family part's later words ("LMRomanSlant10", "LMRomanCaps10", "LMRomanDemi10"), words are read as weights and
 *  slopes; TeX's short names (Karl Berry's scheme: "CMBX12", "SFTI1000", "ECCC1000", "CMSSBX10") by their letters after the
 *  two-letter family; a capitals code closing a name with no separator ("LinLibertineTB") by its B and I. The subset tag
 *  ("ABCDEF+") is no part of the name. Unknown or empty names are plain. */
export function fontStyleOfName(raw: string | undefined | null): FontStyle {
  const name = (raw ?? '').replace(/^[A-Z]{6}\+/, '').trim();
  if (!name) return PLAIN;
  const tex = /^([A-Z]{2})([A-Z]{1,6})\d+$/.exec(name);
  if (tex) {
    const s = tex[2];
    return { bold: /BX|SX$|^B$/.test(s), italic: /TI|IT|SL|SO|MI|I$/.test(s), smallCaps: /CSC|CC$|SC$/.test(s) };
  }
  const cut = name.search(/[-,]/);
  const family = cut < 0 ? name : name.slice(0, cut);
  const style = cut < 0 ? '' : name.slice(cut + 1);
  // words: split at separators, digits and case changes ("BoldItalicMT" → Bold, Italic, MT; "SemiBold" → Semi, Bold)
  const words = (s: string) => s.split(/[^A-Za-z]+|(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/).filter(Boolean);
  const later = words(family).slice(1);
  const styleWords = words(style);
  const all = [...later, ...styleWords];
  const code = cut < 0 ? CODE_TAIL.exec(family) : null;
  return {
    bold: all.some((w) => BOLD_WORD.test(w) && !/^(?:b|bx)$/i.test(w)) || styleWords.some((w) => /^(?:b|bx)$/i.test(w)) || !!code?.[1],
    italic: all.some((w) => ITALIC_WORD.test(w) && !/^(?:i|it|ti|sl)$/i.test(w)) || styleWords.some((w) => /^(?:i|it|ti|sl)$/i.test(w)) || !!code?.[2],
    // (an SC ending a family is a language — "SourceHanSansSC", simplified Chinese — not small capitals)
    smallCaps: later.some((w) => /^(?:caps|smallcaps)$/i.test(w)) || styleWords.some((w) => CAPS_WORD.test(w)),
  };
}

/** pdf.js (5.x) sends a page's fonts to the caller with `ArrayBuffer.prototype.transferToFixedLength`, which Node before 21 lacks:
 *  without it every font is lost to an error. Where it is missing it is given as a copy of the buffer's first bytes (the caller
 *  never uses the source buffer again). */
function withTransferToFixedLength(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (n?: number) => ArrayBuffer };
  if (typeof proto.transferToFixedLength === 'function') return;
  Object.defineProperty(proto, 'transferToFixedLength', {
    configurable: true, writable: true,
    value(this: ArrayBuffer, n?: number) { return this.slice(0, n ?? this.byteLength); },
  });
}

interface FontPage {
  getOperatorList(): Promise<unknown>;
  commonObjs: { has(id: string): boolean; get(id: string): unknown };
}

/** The style of each font a page's text items use, by pdf.js font id: the page's operator list is built once (that is when pdf.js
 *  hands its fonts over), then each distinct id is looked up once. A page whose fonts cannot be read gives an empty map (every run
 *  plain, as before). */
export async function pageFontStyles(page: FontPage, items: unknown[]): Promise<Map<string, FontStyle>> {
  const out = new Map<string, FontStyle>();
  const ids = new Set<string>();
  for (const it of items as { fontName?: string }[]) if (typeof it.fontName === 'string') ids.add(it.fontName);
  if (!ids.size) return out;
  withTransferToFixedLength();
  try { await page.getOperatorList(); } catch { return out; }
  for (const id of ids) {
    const font = page.commonObjs.has(id) ? page.commonObjs.get(id) as { name?: string } | null : null;
    if (font?.name) out.set(id, fontStyleOfName(font.name));
  }
  return out;
}
