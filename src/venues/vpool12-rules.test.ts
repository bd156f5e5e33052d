import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rule of the vpool12 round, from a design-half miss of set 336 (test/fixtures/venues/labeled-dev-336.jsonl, part A,
// drawn from pool-3; docs/venues.md, round vpool12), read after the blind figures were committed. Every string below is
// made up (none is a dev record); every expectation marked "rule" fails on 14d72ab4 (the branch's base, main), checked
// by running the strings against the base's detector extracted with git archive; the ones marked "unchanged" read the
// same there.

describe('venue rules of the vpool12 round', () => {
  it('keeps a track named inside a workshop series a workshop paper', () => {
    // rule: read as the series' track "other" before (the generic named-track cue replaced the workshop track)
    expect(read('2609.04321', 'Accepted to BlackboxNLP 2026 Special Track')).toEqual([['BlackboxNLP', 2026, 'workshop', 'BlackboxNLP', 'accepted', null]]);
    expect(read('2609.04321', 'BlackboxNLP 2026, student track')).toEqual([['BlackboxNLP', 2026, 'workshop', 'BlackboxNLP', 'accepted', null]]);
    // unchanged: an unknown venue's named track stays other; a series at a stated host stays the host's workshop;
    // a shared task and a bracketed track are not touched
    expect(read('2609.04321', 'Accepted to WidgetNLP 2026 Special Track')).toEqual([['WidgetNLP', 2026, 'other', null, 'accepted', null]]);
    expect(read('2609.04321', 'Accepted to the BlackboxNLP 2026 Special Track at EMNLP 2026')).toEqual([['EMNLP', 2026, 'workshop', 'BlackboxNLP', 'accepted', null]]);
    expect(read('2609.04321', 'WMT 25 Shared Task on widget translation')).toEqual([['WMT', 2025, 'other', null, 'unclear', null]]);
    expect(read('2609.04321', 'Accepted to SemEval 2026 (system description track)')).toEqual([['SemEval', 2026, 'other', null, 'accepted', null]]);
    expect(read('2609.04321', 'Accepted to BlackboxNLP 2026')).toEqual([['BlackboxNLP', 2026, 'workshop', 'BlackboxNLP', 'accepted', null]]);
  });

  it('reads long adversarial inputs fast', () => {
    for (const s of [
      `Accepted to BlackboxNLP 2026 ${'Special '.repeat(520)}Track`,
      `Accepted to BlackboxNLP 2026${' '.repeat(3990)}Track`,
      `BlackboxNLP 2026 ${'tra '.repeat(1000)}`,
    ]) expect(timed(s).ms).toBeLessThan(1000);
  });
});
