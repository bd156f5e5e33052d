import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of round vleft4 (docs/venues.md): grammar for design-half (part A) causes that earlier rounds left or that the
// full design-miss list shows. Every string below is made up (none is a dev record); every expectation marked "rule" or "fact"
// fails on 114db342 (the branch's base), checked by running this file in an extraction of the base (git archive); the
// "unchanged" ones read the same there.

describe('venue rules of the vleft4 round', () => {
  it('reads a shared task\'s system description as an entry\'s report', () => {
    // rule: nothing read
    expect(read('2608.04321', 'ZQWT 2026 System Description')).toEqual([['ZQWT', 2026, 'other', null, 'unclear', null]]);
    // rule: nothing read
    expect(read('2608.04321', '8 pages. QMLT 2025 Baseline System Description paper')).toEqual([['QMLT', 2025, 'other', null, 'unclear', null]]);
    // rule: read accepted
    expect(read('2608.04321', 'System description paper for SemEval-2026 Task 11 (Quiet Widgets)')).toEqual([['SemEval', 2026, 'workshop', 'SemEval', 'unclear', null]]);
    // unchanged: a shared task as before; "the system description" as a part of the paper after a decision
    expect(read('2608.04321', 'ZQWT 2026 Shared Task')).toEqual([['ZQWT', 2026, 'other', null, 'unclear', null]]);
    expect(read('2608.04321', 'Accepted at ACL 2026. The system description is in the appendix')).toEqual([['ACL', 2026, 'main', null, 'accepted', null]]);
    // unchanged: a decision stated with the system description is the status
    expect(read('2608.04321', 'System description paper accepted at SemEval-2026')).toEqual([['SemEval', 2026, 'workshop', 'SemEval', 'accepted', null]]);
  });

  it('reads two unlisted acronyms joined by a slash, then the year, as one joint event', () => {
    // rule: nothing read
    expect(read('2608.04321', 'Submitted to ZQAI/QuietLearn 2026 as a Type B paper')).toEqual([['ZQAI/QuietLearn', 2026, 'main', null, 'submitted', null]]);
    // rule: nothing read
    expect(read('2608.04321', "Accepted at QWX/ZBRA '26, to appear in the proceedings")).toEqual([['QWX/ZBRA', 2026, 'main', null, 'accepted', null]]);
    // unchanged: a listed pair, a publisher pair, no year, a second year after a slash
    expect(read('2608.04321', 'Accepted at IJCAI/ECAI 2026')).toEqual([['IJCAI', 2026, 'main', null, 'accepted', null], ['ECAI', 2026, 'main', null, 'accepted', null]]);
    expect(read('2608.04321', 'Accepted at IEEE/CVF 2026')).toEqual([]);
    expect(read('2608.04321', 'Accepted at ZQAI/QuietLearn')).toEqual([]);
    expect(read('2608.04321', 'Accepted at ZQAI/QuietLearn 2026/2027')).toEqual([]);
  });

  it('joins a venue-grammar word broken by a line-wrap hyphen', () => {
    // rule: nothing read
    expect(read('2608.04321', 'Published in: LNAI Vol. 17001, Proceed- ings of the 9th International Conference on Quiet Widgets (ZQW 2026), Springer')).toEqual([['ZQW', 2026, 'main', null, 'published', null]]);
    // rule: nothing read
    expect(read('2608.04321', 'Accepted at the 3rd Inter-\n  national Symposium on Quiet Lanterns (ZQSL 2026)')).toEqual([['ZQSL', 2026, 'main', null, 'accepted', null]]);
    // unchanged: a suspended hyphen; a hyphenated pair that makes no grammar word
    expect(read('2608.04321', 'Accepted at ICML 2026. Covers pre- and post-training')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
    expect(read('2608.04321', 'Accepted at ICML 2026. Long- and short-range widgets')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads a paper presented but not printed ("presentation-only") as another track', () => {
    // rule: read as the main track
    expect(read('2608.04321', 'Accepted at the 2026 IEEE International Conference on Quiet Widgets (ZQCON 2026) as a presentation-only paper')).toEqual([['ZQCON', 2026, 'other', null, 'accepted', null]]);
    // rule: read as the main track
    expect(read('2608.04321', 'Accepted at ICRA 2026 as a presentation only paper')).toEqual([['ICRA', 2026, 'other', null, 'accepted', null]]);
    // unchanged: "presentation only" as no paper's category; a workshop stays a workshop
    expect(read('2608.04321', 'Accepted at ICRA 2026 for oral presentation only')).toEqual([['ICRA', 2026, 'main', null, 'accepted', 'oral']]);
    expect(read('2608.04321', 'Accepted at the ZQW Workshop at ICML 2026 (presentation-only)')).toEqual([['ICML', 2026, 'workshop', 'ZQW', 'accepted', null]]);
  });

  it('names SPIE\'s two defence and sensing symposia (fact)', () => {
    // fact: nothing read
    expect(read('2608.04321', 'Accepted to SPIE, Defense and Commercial Sensing, Algorithms for Quiet Widgets XXXII (April 2026)')).toEqual([['SPIE Defense and Commercial Sensing', 2026, 'main', null, 'accepted', null]]);
    // fact: nothing read
    expect(read('2608.04321', 'Submitted to SPIE Defense + Commercial Sensing 2027')).toEqual([['SPIE Defense and Commercial Sensing', 2027, 'main', null, 'submitted', null]]);
    // fact: nothing read
    expect(read('2608.04321', 'Accepted by 2026 SPIE Security + Defense Conference')).toEqual([['SPIE Security + Defense', 2026, 'main', null, 'accepted', null]]);
    // unchanged: another SPIE event, read as written
    expect(read('2608.04321', 'Accepted at SPIE Quiet Lanterns 2026')).toEqual([['SPIE Quiet Lanterns', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads a chapter "for book:" with its editors named before "(Eds.)"', () => {
    // rule: nothing read
    expect(read('2608.04321', 'submitted chapter for book: A. Zed & B. Quill (Eds.), Quiet Widgets and Society. Springer')).toEqual([['Quiet Widgets and Society', null, 'main', null, 'submitted', null]]);
    // rule: nothing read
    expect(read('2608.04321', 'Accepted chapter for the edited volume: Quiet Lanterns in Practice, edited by A. Zed, Springer')).toEqual([['Quiet Lanterns in Practice', null, 'main', null, 'accepted', null]]);
    // unchanged: "in:" and one editor; a chapter for no named book
    expect(read('2608.04321', 'Chapter in: A. Zed (Eds.), Quiet Widgets and Society. Springer')).toEqual([['Quiet Widgets and Society', null, 'main', null, 'accepted', null]]);
    expect(read('2608.04321', 'A chapter for a forthcoming book on widgets')).toEqual([]);
  });

  it('reads long adversarial inputs fast', () => {
    for (const s of [
      `ZQWT 2026 ${'Ab '.repeat(1400)}System Description`,
      `${'ZQWT 2026 System '.repeat(240)}Description`,
      `Submitted to ${'ZQAI/QuietLearn'.repeat(270)} 2026`,
      `Submitted to ZQAI/${'QuietLearn'.repeat(400)} 2026`,
      `Proceed- ${'ings- '.repeat(700)}of the ZQW 2026`,
      `${'Proceed-  '.repeat(420)}ings of the ZQW 2026`,
      `Accepted at ${'Inter- national '.repeat(250)}Symposium (ZQSL 2026)`,
      `Accepted at ZQCON 2026 as a ${'presentation '.repeat(350)}only paper`,
      `Accepted to SPIE, ${'Defense + '.repeat(400)}Commercial Sensing 2026`,
      `submitted chapter for book: A. ${'Zed & B. '.repeat(450)}(Eds.), Quiet Widgets. Springer`,
      `chapter for book: ${'A. Zed '.repeat(600)}`,
    ]) {
      const { ms } = timed(s);
      expect(ms, s.slice(0, 40)).toBeLessThan(1000);
    }
  });
});
