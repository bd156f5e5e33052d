import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v275 round, from the misses of test/fixtures/venues/labeled-dev-275.jsonl and -276.jsonl read after their
// blind figures (PROVENANCE.md). Every string below is made up (none is a dev record); every expectation marked "rule"
// fails on 21adbd37 (the branch's base), checked by running this file in an extraction of the base (git archive of main);
// the "unchanged" ones pass there too.

describe('venue rules of the v275 round', () => {
  it('names a host workshop by its bracketed title when "or" joins the title words', () => {
    // rule (set 276 part A's shape: the workshop read without its name)
    expect(read('2511.00275', 'Accepted to AAAI Workshop (Zebra Learning with Noisy or Missing Labels)'))
      .toEqual([['AAAI', 2026, 'workshop', 'Zebra Learning with Noisy or Missing Labels', 'accepted', null]]);
    expect(read('2604.00275', 'CVPR 2026 Workshops (Quiet or Loud Zebra Vision)'))
      .toEqual([['CVPR', 2026, 'workshop', 'Quiet or Loud Zebra Vision', 'accepted', null]]);
    // unchanged: a title without "or", and a presentation in the bracket, which names no workshop
    expect(read('2511.00275', 'Accepted to AAAI Workshop (Zebra Learning with Quiet Data)'))
      .toEqual([['AAAI', 2026, 'workshop', 'Zebra Learning with Quiet Data', 'accepted', null]]);
    expect(read('2604.00275', 'CVPR 2026 Workshop (Oral or Poster)'))
      .toEqual([['CVPR', 2026, 'workshop', null, 'accepted', 'oral']]);
  });

  it('takes the later decision of an acronym the comment names again after a cue of its own', () => {
    // rule (set 276 part A's shape: submitted, the later acceptance lost)
    expect(read('2505.00275', 'This paper was submitted to the First International Conference on Quokka Methods (QUOKKA 2025), and it has been accepted for presentation at QUOKKA on 3 July 2025'))
      .toEqual([['QUOKKA', 2025, 'main', null, 'accepted', null]]);
    expect(read('2505.00275', 'Submitted to ZEBRAX 2025 and accepted at ZEBRAX 2025'))
      .toEqual([['ZEBRAX', 2025, 'main', null, 'accepted', null]]);
    // unchanged: another edition's or a negated decision, an earlier version, a restatement with no cue before it
    expect(read('2505.00275', 'Submitted to ZEBRAX 2026. An earlier version was accepted at ZEBRAX 2025'))
      .toEqual([['ZEBRAX', 2026, 'main', null, 'submitted', null], ['ZEBRAX', 2025, 'main', null, 'previous_version', null]]);
    expect(read('2505.00275', 'Submitted to ZEBRAX 2026; not accepted at ZEBRAX')[0]?.[4]).not.toBe('accepted');
    expect(read('2505.00275', 'Under review at ZEBRAX 2026. Code for ZEBRAX is published at github'))
      .toEqual([['ZEBRAX', 2026, 'main', null, 'under_review', null]]);
    expect(read('2505.00275', 'Submitted to ZEBRAX 2025. ZEBRAX reviews are double blind'))
      .toEqual([['ZEBRAX', 2025, 'main', null, 'submitted', null]]);
    // unchanged: the later decision is a workshop's, and a listed venue's restatement is read as a mention of its own
    expect(read('2505.00275', 'Submitted to ZEBRAX 2025 and published at ZEBRAX 2025 Quiet Data workshop')[0])
      .toEqual(['ZEBRAX', 2025, 'main', null, 'submitted', null]);
    expect(read('2509.00275', 'Submitted to CVPR 2025 and Published at CVPR 2025 Quiet Zebra Synthesis workshop'))
      .toEqual([['CVPR', 2025, 'main', null, 'submitted', null], ['CVPR', 2025, 'workshop', 'Quiet Zebra Synthesis Workshop', 'published', null]]);
  });

  it('reads a contribution to an event\'s proceedings as accepted, not yet printed', () => {
    // rule (set 276 part A's shape: the bare "Proceedings" cue read published)
    expect(read('0704.00275', '20 pages; contribution to the Proceedings of the International Congress on Quokka Physics held in Foo City in August 2006'))
      .toEqual([['International Congress on Quokka Physics', 2006, 'main', null, 'accepted', null]]);
    expect(read('0704.00275', 'Contributed to the proceedings of the Quokka Symposium 2006'))
      .toEqual([['Quokka Symposium', 2006, 'main', null, 'accepted', null]]);
    // unchanged: a journal-ref with pages still prints it
    expect(read('0704.00275', 'Contribution to the Proceedings of the Quokka Symposium 2006', 'Quokka Symposium 2006, pp. 12-19'))
      .toEqual([['Quokka Symposium', 2006, 'main', null, 'published', null]]);
    // unchanged: any journal-ref (a proceedings book without pages) says it is printed
    expect(read('0704.00275', '15 pages, Contribution to the Proceedings of the QZMP 2006, final version', 'in "Selected contributions of the Quokka Congress", A. Editor (Ed.), Springer (2009)'))
      .toEqual([['QZMP', 2006, 'main', null, 'published', null]]);
  });

  it('reads an unlisted tag after a talk cue and after its event\'s kind word', () => {
    // rule (set 276 part A's shape: nothing read)
    expect(read('0801.00275', "10 pages, Talk at the International Workshop QZS'07, July 30 - August 4, 2007, Foo City"))
      .toEqual([['QZS', 2007, 'workshop', 'QZS', 'accepted', 'oral']]);
    expect(read('0801.00275', 'Talk at QZS 2007')).toEqual([['QZS', 2007, 'main', null, 'accepted', 'oral']]);
    expect(read('2604.00275', 'Accepted at the Workshop QZS 2026')).toEqual([['QZS', 2026, 'workshop', 'QZS', 'accepted', null]]);
    expect(read('2604.00275', 'Accepted at the International Conference QZS 2026')).toEqual([['QZS', 2026, 'main', null, 'accepted', null]]);
    // unchanged: no year with the tag, a company's name, a date range within one month
    expect(read('2604.00275', 'Accepted at the Workshop QZS')).toEqual([]);
    expect(read('2604.00275', 'Talk at Google 2025')).toEqual([]);
    expect(read('2604.00275', 'Accepted at QZS 2026, March 3 - April 2, 2026, Foo City')).toEqual([['QZS', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads a cue whose verb takes the paper as its object before the preposition', () => {
    // rule (set 276 part A's shape: nothing read)
    expect(read('2603.00275', 'Submitted this to the International Conference on Quokka Learning (QKL 2026)'))
      .toEqual([['QKL', 2026, 'main', null, 'submitted', null]]);
    expect(read('2603.00275', 'Submitted this to QKL 2026')).toEqual([['QKL', 2026, 'main', null, 'submitted', null]]);
    expect(read('2603.00275', 'We presented it at QKL 2025')).toEqual([['QKL', 2025, 'main', null, 'accepted', null]]);
    // unchanged: a listed venue was read so already
    expect(read('2603.00275', 'Submitted this paper to NeurIPS 2026')).toEqual([['NeurIPS', 2026, 'main', null, 'submitted', null]]);
  });

  it('reads long made-up runs in linear time', () => {
    const runs = [
      `Submitted to ZEBRAX 2025 and ${'accepted at ZEBRAX '.repeat(210)}`,
      `Accepted to AAAI Workshop (${'Quiet or '.repeat(440)}Data)`,
      `Submitted to QZ 2025. ${'QZ '.repeat(1320)}`,
      `Talk at the International Workshop QZS'07, ${'July 30 - August 4, '.repeat(200)}2007`,
      `Talk at the ${'International '.repeat(290)}Workshop QZS'07`,
      `Contribution to the ${'proceedings '.repeat(340)}of X`,
      `Submitted ${'this '.repeat(800)}to QKL 2026`,
    ];
    for (const s of runs) {
      expect(s.length).toBeGreaterThanOrEqual(3900);
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
