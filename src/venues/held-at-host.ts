import { ALIAS_INDEX, escapeRegExp, findVenue } from './catalogue.ts';
import type { VenueMention } from './detect.ts';
import { mentionWith } from './mention-shape.ts';
import { tagYear } from './year.ts';

/** An event's acronym as written: a capital, then letters, digits and hyphen-joined parts ("CLPsych", "SD4H", "WOAH"). */
const EVENT = String.raw`[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*`;
/**
 * "CLPsych 2026 will be held at ACL in San Diego", "CLPsych 2026, which will be held at ACL (2026)", "FooBar 2026, which
 * is co-located with NeurIPS 2026", "BarWS 2026, to be held at ICML 2026": an event's acronym (its year maybe glued),
 * then a clause saying where it is held — a relative "which / that", or a future "will be / to be", before "held",
 * "co-located" or "hosted" and "at / with / by / during / alongside / in conjunction with" — and a host's acronym, maybe
 * after its publisher, maybe with its year (in brackets too). Group 1 the event, 2 its year, 3 the host, 4 the host's year.
 */
const HELD_AT = new RegExp(String.raw`(?<![\w@/-])(${EVENT})[\s'’\-]*((?:19|20)\d{2}|['’]\d{2})?(?!\d)\s*,?\s*(?:(?:which|that)\s+(?:will\s+be|is|was|are|were)\s+|(?:will|shall)\s+be\s+|(?:is|was)\s+(?:being\s+)?|to\s+be\s+)(?:held|co-?located|collocated|hosted)\s+(?:at|with|by|during|alongside|in\s+conjunction\s+with)\s+(?:the\s+)?(?:(?:19|20)\d{2}\s+)?(?:(?:IEEE|ACM)[\s/\-]+)?(${EVENT})(?:[\s'’\-]*\(?\s*((?:19|20)\d{2}|['’]\d{2})(?!\d))?(?![A-Za-z0-9])`, 'g');
/** Words that open a sentence or name a kind of paper, never an event held at a host. */
const NOT_EVENTS = /^(?:IEEE|ACM|The|This|It|Our|We|Paper|Work|Workshop|Conference|Event|Meeting|Symposium|AAAI|ISCA|SPIE|USENIX)$/;

const yearOf = (s: string | undefined): number | null => (s === undefined ? null : tagYear(s));

/** The name of the one conference the catalogue holds under this acronym as written, else null. */
function conferenceNamed(acr: string): string | null {
  const names = new Set((ALIAS_INDEX.get(acr.toLowerCase()) ?? []).filter((a) => a.alias === acr && a.venue.kind === 'conference').map((a) => a.venue.name));
  return names.size === 1 ? [...names][0] : null;
}

/**
 * "Accepted by CLPsych2026. CLPsych 2026 will be held at ACL in San Diego" (set 258 part B, read as CLPsych's main
 * track), "Accepted by CLPsych 2026, which will be held at ACL (2026)" (read as ACL's main track): an event the text says
 * is held at, co-located with or hosted by a listed conference is a workshop of that host (README: for a workshop at a
 * conference the venue is the host when the text states it), never the event's own main track nor the host's — in the
 * same clause or the next sentence. Only for an event the catalogue does not know, or knows as a workshop (BioNLP,
 * ArgMining): a listed conference "held at" another ("ECAI 2025, co-located with …") stays itself. The host's main-track
 * entry is dropped only where the host is named nowhere else in the comment.
 */
export function heldAtHost(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || !found.length || !/\b(?:held|co-?located|collocated|hosted)\s/.test(comments)) return found;
  const text = comments.replace(/\s+/g, ' ');
  let out = found;
  for (const m of text.matchAll(HELD_AT)) {
    const event = m[1];
    const host = conferenceNamed(m[3]);
    if (!host || NOT_EVENTS.test(event) || event === m[3]) continue;
    const known = findVenue(event);
    if (known && known.kind !== 'workshop') continue;
    if (conferenceNamed(event)) continue;
    // the event's own entry (its main track, or its own workshop), and the host's main track read from this clause alone
    const own = (v: VenueMention) => v.venue === event && (v.track === 'main' || (v.track === 'workshop' && (v.workshop === null || v.workshop === v.venue)));
    const elsewhere = new RegExp(String.raw`(?<![A-Za-z0-9])${escapeRegExp(m[3])}(?![A-Za-z0-9])`).test(text.slice(0, m.index) + text.slice(m.index + m[0].length));
    const hostMain = (v: VenueMention) => v.venue === host && v.track === 'main' && !elsewhere;
    const from = out.find(own) ?? out.find(hostMain);
    if (!from) continue;
    const year = yearOf(m[4]) ?? yearOf(m[2]) ?? from.year;
    const entry = mentionWith(from, { venue: host, year, track: 'workshop', workshop: event });
    // in the place of the entry it replaces, the others it stands for dropped
    out = out.flatMap((v) => (v === from ? [entry] : own(v) || hostMain(v) || (v.venue === host && v.track === 'workshop' && v.workshop === event) ? [] : [v]));
  }
  return out;
}
