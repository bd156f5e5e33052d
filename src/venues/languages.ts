/**
 * Languages' English names as the ICU data of the runtime gives them for the two-letter ISO 639-1 codes ("English",
 * "Hindi", "Latin", "Esperanto" …, about 190): "to appear in Hindi" names the language a text is printed in, no journal.
 * Built on first use.
 */
let names: Set<string> | null = null;

export function isLanguageName(word: string): boolean {
  if (!names) {
    names = new Set();
    const display = new Intl.DisplayNames(['en'], { type: 'language' });
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (const a of letters) {
      for (const b of letters) {
        try {
          const n = display.of(a + b);
          if (n && n !== a + b) names.add(n.toLowerCase());
        } catch { /* not a code */ }
      }
    }
  }
  return names.has(word.toLowerCase());
}
