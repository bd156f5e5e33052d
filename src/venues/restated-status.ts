import { escapeRegExp, findVenue } from './catalogue.ts';
import type { VenueMention } from './detect.ts';
import { statusCues, statusRank } from './cues.ts';
import { mapMentions, mentionWith } from './mention-shape.ts';

/**
 * Round v275 (set 276 part A): "This paper has been submitted to the First International Conference on X (ZEBRA 2025),
 * and it has been accepted for presentation at ZEBRA on 9 July 2025". An entry named by an acronym that the comment
 * names again further on, bare (no year of another edition beside it), right after a status cue of that later clause
 * ("accepted … at ZEBRA") takes that cue's status when it is further along: one venue mentioned with several statuses is
 * one entry with the most advanced (README, Entries). A listed venue's bare restatement is read as a mention of its own
 * and merged so already; an acronym no list knows is read only where its year stands beside it, so its later decision
 * was lost and the submission kept.
 */
export function restatedStatuses(found: VenueMention[], comments: string | null): VenueMention[] {
  if (!comments || !found.some(restatable)) return found;
  return mapMentions(found, (m) => {
    if (!restatable(m)) return m;
    const status = laterStatus(m, comments);
    return status ? mentionWith(m, { status }) : m;
  });
}

/** An entry still before its decision (submitted, under review), named by one acronym-like token: two capitals at least. */
const ACRONYM_NAME = /^[A-Z][A-Za-z0-9&\-]{1,15}$/;
const restatable = (m: VenueMention) => (m.status === 'submitted' || m.status === 'under_review') && ACRONYM_NAME.test(m.venue) && /[A-Z].*[A-Z]/.test(m.venue) && !findVenue(m.venue);

/** What may stand between the later cue and the acronym: a few words of its clause, then a preposition ("for presentation at"). */
const CUE_TO_NAME = /^[^.;()]{0,60}?(?:at|to|in|by|for)\s+(?:the\s+)?$/;
/** A clause about another version or a negated decision names no decision of this paper. */
const NOT_THIS_PAPER = /(?<![A-Za-z])(?:not|never|earlier|previous|preliminary|prior|shorter|extended|longer)(?![A-Za-z])/i;
/** A workshop, track or programme named after the restatement: the decision is that part's ("… and published at ZEBRA 2025 X workshop"). */
const PART_AFTER = /^[^.;]{0,80}?(?<![A-Za-z])(?:workshops?|track|findings|demo|tutorial|symposium|challenge|competition|consortium)(?![A-Za-z])/i;
/** A year right after the restated acronym: another edition's, unless the entry's own. */
const YEAR_AFTER = /^\s*(?:['’]|-)?\s*((?:19|20)?\d{2})(?!\d)/;

function laterStatus(m: VenueMention, comments: string): VenueMention['status'] | null {
  const re = new RegExp(`(?<![\\w&\\-])${escapeRegExp(m.venue)}(?![\\w&\\-])`, 'g');
  let prevEnd = -1;
  let best: VenueMention['status'] | null = null;
  for (let hit = re.exec(comments); hit; hit = re.exec(comments)) {
    const end = hit.index + hit[0].length;
    if (prevEnd >= 0) {
      // the later clause: from the last sentence break (or the earlier mention) to this one
      const before = comments.slice(prevEnd, hit.index);
      const clause = before.slice(Math.max(before.lastIndexOf('. ') + 1, before.lastIndexOf(';') + 1));
      const cues = statusCues(clause);
      const cue = cues.length ? cues[cues.length - 1] : undefined;
      const year = YEAR_AFTER.exec(comments.slice(end, end + 8));
      const otherEdition = year !== null && m.year !== null && Number(year[1].length === 2 ? `20${year[1]}` : year[1]) !== m.year;
      if (cue && !otherEdition && CUE_TO_NAME.test(clause.slice(cue.end)) && !PART_AFTER.test(comments.slice(end, end + 100)) && !NOT_THIS_PAPER.test(clause)
        && (cue.status === 'accepted' || cue.status === 'published') && statusRank(cue.status) > statusRank(best ?? m.status)) best = cue.status;
    }
    prevEnd = end;
  }
  return best;
}

/**
 * "Contribution to the Proceedings of the ICMP 2006" with a journal-ref (the proceedings volume, "Springer (2009)"): the
 * contribution cue reads accepted — written for proceedings not yet out (cues.ts, round v275) — but a journal-ref says
 * the record is printed: published (README: the journal-ref's citation; the labels of such records).
 */
const CONTRIBUTION = /contribut(?:ion|ed)\s+(?:to|for)\s+(?:the\s+)?(?:proceedings|proc\.)/i;
export function printedContributions(found: VenueMention[], comments: string | null, journalRef: string | null): VenueMention[] {
  if (!comments || !journalRef?.trim() || !CONTRIBUTION.test(comments)) return found;
  return mapMentions(found, (m) => (m.source === 'comments' && m.status === 'accepted' && CONTRIBUTION.test(m.evidence) ? mentionWith(m, { status: 'published' }) : m));
}
