import type { VenueMention } from './detect.ts';
import { mentionWith } from './mention-shape.ts';

/**
 * Round vleft10: "Accepted to QZA 2026 Workshop on Marble Vision and ZORBCON 2026 First Workshop on Grommets (GRW)":
 * two workshops, each after its own host and year, joined by "and" in one clause. When the second host is no listed
 * venue the detector read one entry, the first host's, its workshop's name running on over "and ZORBCON 2026 …" (or
 * taking the second one's bracketed acronym). The first workshop keeps the words before "and"; the second host's
 * workshop is added with the same status and presentation, named by its bracketed acronym when the text gives one,
 * else by its "Workshop on …" words. An ordinal ("First", "2nd") may stand between the second host's year and
 * "Workshop". Both names are bounded runs without clause breaks, so the scan is linear.
 */
const ORDINAL = String.raw`(?:(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|\d{1,2}(?:st|nd|rd|th))\s+)?`;
const NAME = String.raw`[^,;()\n]{1,120}?`;
const SECOND_HOST = new RegExp(String.raw`(?<![\w\-])((?:19|20)\d{2})\s+${ORDINAL}(?:International\s+)?Workshop\s+on\s+(${NAME})\s+and\s+([A-Z][A-Za-z]{0,10}[A-Z][A-Za-z0-9]{0,10})\s+((?:19|20)\d{2})\s+${ORDINAL}(?:International\s+)?Workshop\s+on\s+([^,;()\n]{1,120})(?:\(\s*([A-Za-z][\w\-&]{1,20})\s*\))?`);

export function secondHostWorkshops(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || found.length !== 1 || !comments.includes(' and ')) return found;
  const m = found[0];
  if (m.source !== 'comments' || m.track !== 'workshop' || m.year === null) return found;
  const text = comments.replace(/\s+/g, ' ');
  const s = SECOND_HOST.exec(text);
  if (!s || Number(s[1]) !== m.year || s[3] === m.venue) return found;
  // the first host's name must stand right before its year ("QZA 2026 Workshop on …")
  if (!text.slice(0, s.index).trimEnd().endsWith(m.venue)) return found;
  const second = mentionWith(m, { venue: s[3], year: Number(s[4]), workshop: s[6] ?? `Workshop on ${s[5].trim()}` });
  return [mentionWith(m, { workshop: `Workshop on ${s[2].trim()}` }), second];
}
