import { groupEnd, latexToText } from './latex-text.ts';

/** Keys of Elsevier elsarticle / CAS `\affiliation[a]{organization={…}, city={…}, country={…}}`, in the order they are printed. */
const KEYS = ['organization', 'department', 'addressline', 'city', 'state', 'country'];
const ANY_KEY = /^\s*,?\s*([A-Za-z]+)\s*=\s*/;

/** Reads `key={value}, key=value` pairs; null when the text has no `organization=` / `country=` style key. */
export function keyValues(arg: string): Map<string, string> | null {
  if (!/\b(organization|addressline|city|postcode|country)\s*=/.test(arg)) return null;
  const out = new Map<string, string>();
  let s = arg;
  for (let m = ANY_KEY.exec(s); m; m = ANY_KEY.exec(s)) {
    s = s.slice(m[0].length);
    let value: string;
    if (s.startsWith('{')) {
      const e = groupEnd(s, 0);
      if (e < 0) break;
      value = s.slice(1, e - 1);
      s = s.slice(e);
    } else {
      const e = s.search(/,\s*[A-Za-z]+\s*=|$/);
      value = s.slice(0, e);
      s = s.slice(e);
    }
    out.set(m[1].toLowerCase(), latexToText(value).replace(/\s+/g, ' ').trim());
  }
  return out;
}

/** An elsarticle / CAS key-value affiliation as printed ("Faculty of X, Harbin Institute of Technology, Harbin, China"); the postcode is left out. */
export function keyValueAffiliation(arg: string): string | null {
  const kv = keyValues(arg);
  if (!kv) return null;
  return KEYS.map((k) => kv.get(k)).filter((v): v is string => !!v).join(', ') || null;
}
