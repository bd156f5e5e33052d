import { describe, expect, it } from 'vitest';
import { readComments as read, timedVenues as timed, withoutVenues } from '../../test/helpers/venue-rules.ts';

// Round vunseen4 (leave-venues-out round 19, issue 13: venues never heard of, fourth round; unseen-tags.ts), on made-up
// strings only — the workshop names and the hosts QELM, ICZR are invented; ICCV and BMVC are left out of the catalogue
// as scripts/eval-venues-unseen.ts leaves a fold's venues out. Every positive expectation fails at the round's base
// (b12e8438); the negative ones guard against reading too much, the long inputs against super-linear regexes.
const LEFT_OUT = ['ICCV', 'BMVC'];

describe('venues no list knows, round vunseen4 (catalogue without ' + LEFT_OUT.join(', ') + ')', () => {
  withoutVenues(LEFT_OUT);

  it('after a cue, a workshop named in capitalised words ending in "Workshop", then the host\'s tag and year', () => {
    expect(read('Accepted at the Quiet Zebra Workshop QELM 2026')).toEqual([['QELM', 2026, 'workshop', 'Quiet Zebra Workshop', 'accepted', null]]);
    expect(read('Submitted to the Lunar Knots and Braids Workshop ICZR-2026')).toEqual([['ICZR', 2026, 'workshop', 'Lunar Knots and Braids Workshop', 'submitted', null]]);
    expect(read('9 pages, 2 figures. Accepted in Soft Glass Sensing Workshop BMVC 2025')).toEqual([['BMVC', 2025, 'workshop', 'Soft Glass Sensing Workshop', 'accepted', null]]);
    expect(read('Accepted at the Marble Vision Workshop ICCV 2025')).toEqual([['ICCV', 2025, 'workshop', 'Marble Vision Workshop', 'accepted', null]]);
  });

  it('no workshop from the capitalised words without a cue, nor without the host\'s year', () => {
    expect(read('Quiet Zebra Workshop QELM 2026')).toEqual([]);
    expect(read('Accepted at the Quiet Zebra Workshop QELM')).toEqual([]);
  });

  it('a mixed-case workshop tag before a host\'s capitals and "Workshop": the host\'s workshop so named', () => {
    expect(read('11 pages, 4 figures, ZebraDocs ICCV Workshop')).toEqual([['ICCV', 2026, 'workshop', 'ZebraDocs', 'accepted', null]]);
    expect(read('QuokVis ICZR Workshop 2025')).toEqual([['ICZR', 2025, 'workshop', 'QuokVis', 'accepted', null]]);
    expect(read('3rd QuokVis ICCV Workshop accepted')).toEqual([['ICCV', 2026, 'workshop', 'QuokVis', 'accepted', null]]);
    // after a cue, any host's capitals: the roles were read the other way round at the base
    expect(read('Accepted at ZebraDocs QELM Workshop')).toEqual([['QELM', 2026, 'workshop', 'ZebraDocs', 'accepted', null]]);
  });

  it('no host from a library\'s, an organisation\'s or a format\'s capitals, and none without a cue unless "IC…"', () => {
    for (const s of ['PyTorch CUDA Workshop', 'OpenAI CERN Workshop', 'LaTeX HTML Workshop', 'NumPy JSON Workshop', 'GitHub NASA Workshop', 'ZebraDocs QELM Workshop 2026']) {
      expect(read(s)).toEqual([]);
    }
    // nor a dataset's name as the workshop's, nor a model's name and version as the host's (probes of the round)
    expect(read('Accepted at ImageNet QKV Workshop')).toEqual([]);
    expect(read('Accepted at ZebraDocs GPT-4 Workshop').map((e) => e[0])).not.toContain('GPT-4');
    // two all-capitals tags say no roles (unseen-venue-9.test.ts keeps them unread)
    expect(read('QMLC ABC Workshop 2026')).toEqual([]);
  });

  it('two all-capitals tags and "Workshop": an "International Conference" by its initials is the host, beside a tag of no such shape', () => {
    expect(read('ICZR QKV Workshop 2025')).toEqual([['ICZR', 2025, 'workshop', 'QKV', 'accepted', null]]);
    expect(read('8 pages, ICCV QKV workshop')).toEqual([['ICCV', 2026, 'workshop', 'QKV', 'accepted', null]]);
    expect(read('5th CLVQ ICCV Workshop accepted')).toEqual([['ICCV', 2026, 'workshop', 'CLVQ', 'accepted', null]]);
    // after a cue too: the base read the tag before the conference's initials as the host
    expect(read('Accepted at CLVQ ICZR Workshop')).toEqual([['ICZR', 2026, 'workshop', 'CLVQ', 'accepted', null]]);
    // two "IC…" tags, or neither one, say no roles
    expect(read('ICZR ICQV Workshop 2025')).toEqual([]);
    expect(read('QMLC QKV Workshop 2025')).toEqual([]);
  });

  it('a year glued to its tag by a hyphen ends the sentence before the next one', () => {
    expect(read('Accepted in Soft Glass Sensing Workshop QELM-2026. For the paper page see https://example.org/p'))
      .toEqual([['QELM', 2026, 'workshop', 'Soft Glass Sensing Workshop', 'accepted', null]]);
  });

  it('the decision\'s date after a decided acronym closes the clause, and gives the year', () => {
    expect(read('Accepted by IEEE TQKV on 17-Jan-2025; Submitted to IEEE TQKV on 11-Jul-2024')).toEqual([['TQKV', 2025, 'main', null, 'accepted', null]]);
    expect(read('14 pages, accepted for publication in JQKV on 16 February 2007')).toEqual([['JQKV', 2007, 'main', null, 'accepted', null]]);
    expect(read('Accepted at ICZR on May 4, 2026. 26 pages')).toEqual([['ICZR', 2026, 'main', null, 'accepted', null]]);
    // not a date with more words after it, nor a bare number
    expect(read('Accepted by JQKV on 2 May 2026 in London')).toEqual([]);
    expect(read('Accepted by JQKV on 17 2025')).toEqual([]);
    // a decision's date is no edition's year: a mixed-case word stays no event (probes of the round)
    expect(read('Accepted by LaTeX on 4 May 2025')).toEqual([]);
    expect(read('Accepted by LoRA on 4 May 2025')).toEqual([]);
  });

  it('a journal\'s "letters" after its initials after a decision cue: that journal\'s main track', () => {
    expect(read('Accepted by JQKV letters, minor changes from the submitted version')).toEqual([['JQKV', null, 'main', null, 'accepted', null]]);
    expect(read('9 pages, accepted for publication in TQKV letters')).toEqual([['TQKV', null, 'main', null, 'accepted', null]]);
    // no journal's shape, no reading (an "IC…" conference has no letters)
    expect(read('Accepted by ICZR letters')).toEqual([]);
    expect(read('Accepted by QMLC letters')).toEqual([]);
  });

  it('long inputs read in linear time', () => {
    const long = [
      'Accepted at the ' + 'Zebra '.repeat(700) + 'Workshop QELM 2026',
      'Accepted at the ' + 'Zebra of '.repeat(450) + 'Workshop QELM',
      'Accepted at ' + 'aB'.repeat(2000) + ' ICZR Workshop',
      '3rd ' + 'Q'.repeat(4000) + 'a ICZR Workshop',
      'Accepted in ' + 'Ab-'.repeat(1333) + ' Workshop Q' + 'z'.repeat(40),
      'ICZR ' + 'QK'.repeat(2000) + ' Workshop 2025',
      'Accepted by JQKV on ' + '1 Jan '.repeat(700) + '2025 x',
      'Accepted by JQKV' + ' on 12-Janua'.repeat(350),
      'QELM-2026. '.repeat(400),
      'Accepted by JQKV' + ' letters'.repeat(600),
    ];
    for (const s of long) expect(timed(s).ms).toBeLessThan(500);
  });
});
