import { oneLine } from './record.ts';

/** Lower-case name particles that belong to the family name ("van", "de la"): Ludwig van Beethoven → van Beethoven. */
export const PARTICLES = new Set(['van', 'von', 'der', 'den', 'de', 'del', 'della', 'da', 'di', 'du', 'le', 'la', 'dos', 'das', 'ter', 'ten']);
const SUFFIX = /^(Jr\.?|Sr\.?|II|III|IV)$/;
/** A last word that makes the whole name a group's, written as it stands ("The ATLAS Collaboration"). */
const GROUP = /^(Collaboration|Consortium|Team|Group|Collective|Project|Initiative|Committee|Laborator(y|ies)|Lab)s?$/i;

/** A letter of a script that writes the family name first and is not split at spaces (Han, kana, Hangul): "王 小明", "김 철수". */
const FAMILY_FIRST_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** An author's name as reference managers want it: family name with its particle and suffix, given names; or one literal. */
export type PersonName =
  | { family: string; given: string; particle: string; suffix: string }
  | { literal: string };

/**
 * Splits an author's name as arXiv prints it (given names first): the last word is the family name, with the
 * lower-case particles before it ("Charles de Gaulle": de Gaulle) and a generational suffix after it ("Roberto M.
 * Cesar Jr."); a capitalised first word is never taken for a particle ("Di Wu": given Di). A one-word name, a name
 * in Chinese, Japanese or Korean script ("王小明", "王 小明": the family name comes first there, so the last word is none)
 * and a group's name ("The ATLAS Collaboration") stay whole, as a literal.
 */
export function splitName(name: string): PersonName {
  const literal = oneLine(name);
  const words = literal.split(' ').filter(Boolean);
  let suffix = '';
  if (words.length > 2 && SUFFIX.test(words[words.length - 1])) {
    suffix = words.pop()!;
    words[words.length - 1] = words[words.length - 1].replace(/,$/, '');
  }
  if (words.length < 2 || GROUP.test(words[words.length - 1]) || FAMILY_FIRST_SCRIPT.test(literal)) return { literal };
  let i = words.length - 1;
  while (i > 1 && PARTICLES.has(words[i - 1])) i--;
  return { family: words[words.length - 1], given: words.slice(0, i).join(' '), particle: words.slice(i, words.length - 1).join(' '), suffix };
}

/** The name as RIS writes an author: `Family, Given` (`van Beethoven, Ludwig`, `Cesar, Roberto M., Jr.`), a literal as it is. */
export function risName(n: PersonName): string {
  if ('literal' in n) return n.literal;
  return [`${n.particle ? `${n.particle} ` : ''}${n.family}`, n.given, n.suffix].filter(Boolean).join(', ');
}
