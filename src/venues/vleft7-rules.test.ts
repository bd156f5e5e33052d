import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the vleft7 round, from design-half misses of sets 339 and 270 (test/fixtures/venues/labeled-dev-339.jsonl and
// -270.jsonl, part A) and the shapes rounds vleft5, vleft6 and vpool13 left (docs/venues.md, round vleft7). Every string
// below is made up (none is a dev record); every expectation marked "rule" fails on main (the branch's base), checked
// string by string against the base's detector extracted with git archive; the ones marked "unchanged" read the same there.

const evidence = (comments: string) => detectVenues({ id: '2609.04321', comments, journalRef: null }).map((m) => m.evidence);

describe('venue rules of the vleft7 round', () => {
  it('reads a journal name set in TeX italics, word by word in math mode or by an italics command', () => {
    // rule: each read nothing before
    expect(read('2609.04321', 'To be published in the $Journal$ $of$ $Widget$ $Science$, 2027')).toEqual([['Journal of Widget Science', 2027, 'main', null, 'accepted', null]]);
    expect(read('2609.04321', 'Accepted in $Quagga$ $Letters$')).toEqual([['Quagga Letters', null, 'main', null, 'accepted', null]]);
    expect(read('2609.04321', 'To be published in the $Journal of Widget Science$, 2027')).toEqual([['Journal of Widget Science', 2027, 'main', null, 'accepted', null]]);
    expect(read('2609.04321', 'To be published in the \\emph{Journal of Widget Science}, 2027')).toEqual([['Journal of Widget Science', 2027, 'main', null, 'accepted', null]]);
    expect(read('2609.04321', 'Accepted to {\\it Journal of Widget Science}')).toEqual([['Journal of Widget Science', null, 'main', null, 'accepted', null]]);
    // the evidence is quoted as written, dollars and all
    expect(evidence('To be published in the $Journal$ $of$ $Widget$ $Science$, 2027')).toEqual(['To be published in the $Journal$ $of$ $Widget$ $Science$, 2027']);
    expect(evidence('To be published in the \\emph{Journal of Widget Science}, 2027')).toEqual(['To be published in the \\emph{Journal of Widget Science}, 2027']);
    // unchanged: real mathematics is no name, and a single math word is left alone
    expect(read('2609.04321', 'Accepted at ICML 2026; we bound $O(n)$ for $k$-means with $x$ $y$')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
    expect(read('2609.04321', 'Accepted in the $Journal$ of nothing')).toEqual([]);
  });

  it('reads a journal name holding a serial list of capitalised words whole', () => {
    // rule: a name JabRef knows, over its commas (before: nothing, or the name cut at its first comma)
    expect(read('2609.04321', 'Accepted to Circuits, Systems, and Signal Processing')).toEqual([['Circuits, Systems, and Signal Processing', null, 'main', null, 'accepted', null]]);
    expect(read('2609.04321', 'Accepted in Arteriosclerosis, Thrombosis, and Vascular Biology, 2027')).toEqual([['Arteriosclerosis, Thrombosis, and Vascular Biology', 2027, 'main', null, 'accepted', null]]);
    expect(read('2609.04321', 'Published in Elsevier Circuits, Systems, and Signal Processing, 2027')).toEqual([['Circuits, Systems, and Signal Processing', 2027, 'main', null, 'published', null]]);
    // rule: a catalogue journal written with a serial comma its list does not print is that venue
    expect(read('2609.04321', 'Accepted for Software Testing, Verification, and Reliability journal.')).toEqual([['STVR', null, 'main', null, 'accepted', null]]);
    // rule: "Annual Review of" opens a journal's name as "Annals of" does
    expect(read('2609.04321', 'Accepted to the Annual Review of Widget Science')).toEqual([['Annual Review of Widget Science', null, 'main', null, 'accepted', null]]);
    expect(read('2609.04321', 'Accepted to the Annual Review of Widgets, Gadgets, and Gizmos, 2027')).toEqual([['Annual Review of Widgets, Gadgets, and Gizmos', 2027, 'main', null, 'accepted', null]]);
    // unchanged: places after a venue's comma, a comma-listed IEEE name before the acronym the text gives, a name no list knows
    expect(read('2609.04321', 'Accepted at ICML 2026, Vienna, Austria')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
    expect(read('2609.04321', 'Submitted to IEEE Transactions on Biometrics, Behavior, and Identity Science (T-ZQ)')).toEqual([['T-ZQ', null, 'main', null, 'submitted', null]]);
    expect(read('2609.04321', 'Accepted to the Journal of Widgets, Gadgets, and Gizmos, 2027')).toEqual([['Journal of Widgets, Gadgets, and Gizmos', 2027, 'main', null, 'accepted', null]]);
  });

  it('reads ", workshop on …" after an unlisted event\'s year as that event\'s workshop', () => {
    // rule: each read as the event's main track before
    expect(read('2609.04321', 'Accepted at QZS 2026, workshop on widget repair')).toEqual([['QZS', 2026, 'workshop', 'Workshop on widget repair', 'accepted', null]]);
    expect(read('2609.04321', 'Accepted at QZS 2026, Workshop on widget repair.')).toEqual([['QZS', 2026, 'workshop', 'Workshop on widget repair', 'accepted', null]]);
    expect(read('2609.04321', 'Accepted at the Quiet Zebra Symposium 2026, workshop for gadget design, Oslo, Norway')).toEqual([['Quiet Zebra Symposium', 2026, 'workshop', 'Workshop for gadget design', 'accepted', null]]);
    // unchanged: the same without the comma, a listed host, and "workshop" that names no workshop
    expect(read('2609.04321', 'Accepted at QZS 2026 workshop on widget repair')).toEqual([['QZS', 2026, 'workshop', 'Workshop on widget repair', 'accepted', null]]);
    expect(read('2609.04321', 'Accepted at ICML 2026, workshop on widget repair')).toEqual([['ICML', 2026, 'workshop', 'Workshop on widget repair', 'accepted', null]]);
    expect(read('2609.04321', 'Accepted at QZS 2026, workshop version of a longer paper')).toEqual([['QZS', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads a listed acronym hyphened to a capitalised word before the year as that other event\'s tag', () => {
    // rule: each read as the listed acronym's main track before
    expect(read('2609.04321', 'Accepted at IST-Ruritania 2026')).toEqual([['IST-Ruritania', 2026, 'main', null, 'accepted', null]]);
    expect(read('2609.04321', 'Published in the proceedings of ICML-Quagga 2026 (oral)')).toEqual([['ICML-Quagga', 2026, 'main', null, 'published', 'oral']]);
    // unchanged: a kind of programme after the hyphen, the acronym alone, and another year
    expect(read('2609.04321', 'Accepted at ICML-Workshops 2026')).toEqual([['ICML', 2026, 'workshop', null, 'accepted', null]]);
    expect(read('2609.04321', 'Accepted at IST 2026')).toEqual([['IST', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads an unlisted event right after "<Name> Workshop," as that workshop\'s host', () => {
    // rule: each read as the event's main track before
    expect(read('2609.04321', 'Accepted at the Marble Vision Workshop, Quiet Zebra Symposium 2026')).toEqual([['Quiet Zebra Symposium', 2026, 'workshop', 'Marble Vision Workshop', 'accepted', null]]);
    expect(read('2609.04321', 'Accepted at the MVQ Workshop, ACM Zebrameet 2026')).toEqual([['ACM Zebrameet', 2026, 'workshop', 'MVQ', 'accepted', null]]);
    // unchanged: an acronym host (read so before), no workshop name, the event alone, a journal after the comma
    expect(read('2609.04321', 'Accepted at the Marble Vision Workshop, QZS 2026')).toEqual([['QZS', 2026, 'workshop', 'Marble Vision Workshop', 'accepted', null]]);
    expect(read('2609.04321', 'Accepted to the Workshop, Quiet Zebra Symposium 2026')).toEqual([['Quiet Zebra Symposium', 2026, 'main', null, 'accepted', null]]);
    expect(read('2609.04321', 'Accepted at Quiet Zebra Symposium 2026')).toEqual([['Quiet Zebra Symposium', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads long adversarial inputs fast', () => {
    for (const s of [
      `To be published in the ${'$Widget$ '.repeat(450)}2027`,
      `To be published in the ${'$Widget '.repeat(500)}`,
      `Accepted in ${'$a$'.repeat(1300)}`,
      `Accepted in ${'$Widget Widget Widget '.repeat(190)}`,
      `Accepted to \\emph{${'Widget '.repeat(570)}`,
      `Accepted to {\\it ${'Widget, '.repeat(500)}`,
      `Accepted to Circuits${', Systems'.repeat(450)}, and Signal Processing`,
      `Accepted to the Annual Review of Widgets${', Gadgets'.repeat(450)}`,
      `Accepted at QZS 2026, workshop on ${'widget '.repeat(570)}`,
      `Accepted at QZS 2026${', workshop on widget'.repeat(200)}`,
      `Accepted at ICML 2026 ${'ICML-Quagga '.repeat(330)}`,
      `Accepted at ICML 2026 ${'ICML-'.repeat(800)}`,
      `Accepted at the ${'Marble '.repeat(560)}Workshop, Quiet Zebra Symposium 2026`,
      `${'Marble Workshop, '.repeat(235)}Quiet Zebra Symposium 2026`,
    ]) expect(timed(s).ms).toBeLessThan(1000);
  });
});
