import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of the v193 round, from the misses of the design halves (part A) of test/fixtures/venues/labeled-dev-193.jsonl …
// -196.jsonl, read after their blind figures (PROVENANCE.md), each on the real string it was written from, a varied one
// and counter-cases. Every real-string and varied expectation fails on 7c1a14cf (the detector of main at the branch point).
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue rules of the v193 round', () => {
  it('ends a workshop\'s title-case name after "HOST YEAR Workshop" at a sentence\'s end, whatever opens the next sentence', () => {
    // set 195 part A 2606.00872 (before: the name missed, null)
    expect(read('2606.00872', 'Accepted as a Spotlight Oral at the ICML 2026 Workshop Foundation Models for Structured Data. *Equal Contribution'))
      .toEqual([['ICML', 2026, 'workshop', 'Foundation Models for Structured Data', 'accepted', 'oral']]);
    // varied: another host, a page count after the period
    expect(read('2510.00193', 'Accepted at the NeurIPS 2025 Workshop Machine Learning for Structured Biology. 12 pages, 4 figures').map((e) => e[3]))
      .toEqual(['Machine Learning for Structured Biology']);
    // unchanged: a run without a joiner is no title here; "Workshop on" keeps its own reading
    // (round vwsname: the general reader takes a capitalised run right after "HOST YEAR Workshop" that ends the sentence,
    // joiner or none, as the name as written, README)
    expect(read('2606.00194', 'Accepted at the ICML 2026 Workshop Foundation Models. 10 pages').map((e) => e[3])).toEqual(['Foundation Models']);
    expect(read('2606.00195', 'ICML 2026 Workshop on Foundation Models for Science. 10 pages').map((e) => e[3]))
      .toEqual(['Workshop on Foundation Models for Science']);
  });

  it('reads an event named after "@" following the host\'s W tag as the workshop, as after the host\'s own tag', () => {
    // set 196 part A 2604.11998 (before: the name missed, null)
    expect(read('2604.11998', 'accepted by CVPRW 26 @ NTIRE')).toEqual([['CVPR', 2026, 'workshop', 'NTIRE', 'accepted', null]]);
    // varied: another host, a four-digit year, digits in the acronym
    expect(read('2508.00196', 'Accepted at ICCVW 2025 @ CV4A11y')).toEqual([['ICCV', 2025, 'workshop', 'CV4A11y', 'accepted', null]]);
    // unchanged: a place after "@" names no workshop; no "@"
    expect(read('2504.00197', 'Accepted at CVPRW 2025 @ Nashville').map((e) => e[3])).toEqual([null]);
    expect(read('2504.00198', 'CVPRW 2025')).toEqual([['CVPR', 2025, 'workshop', null, 'accepted', null]]);
  });

  it('reads a quoted title with its editors after "To appear in" as the volume a proceedings series in the journal-ref prints', () => {
    // set 195 part A 0705.0057 (before: AIP Conf. Proc.)
    expect(read('0705.0057', '10 pages, including 7 b/w + 1 color embedded EPS figures; uses\n  aipproc.cls . To appear in "Supernova 1987A: Twenty Years After: Supernovae\n  and Gamma-Ray Bursters", edited by S. Immler, K. W. Weiler and R. McCray,\n  American Institute of Physics, New York, 2007, in press. Updated figure 2', 'AIP Conf.Proc.937:86-95,2007'))
      .toEqual([['Supernova 1987A: Twenty Years After: Supernovae and Gamma-Ray Bursters', 2007, 'main', null, 'published', null]]);
    // varied: "Published in", "eds." and another series
    expect(read('0801.00193', 'Published in "Cosmic Rays and Their Messengers", eds. A. Author and B. Author, 2008', 'PoS CRM2008:012,2008').map((e) => e[0]))
      .toEqual(['Cosmic Rays and Their Messengers']);
    // snapshot 0801.4373: the quoted volume's "Proceedings of" and closing comma dropped, its title kept as written
    expect(read('0801.4373', '5 pages, 6 figures, To appear in "Proceedings of First Stars III,"\n  Eds. Brian W. O\'Shea, Alexander Heger & Tom Abel', 'AIP Conf.Proc.990:225-229,2008').map((e) => e[0]))
      .toEqual(['First Stars III']);
    // unchanged: a quoted title without editors (the series stays); a journal's journal-ref
    expect(read('0705.00194', 'To appear in "Supernova 1987A: Twenty Years After"', 'AIP Conf.Proc.937:86-95,2007').map((e) => e[0])).toEqual(['AIP Conf. Proc.']);
    expect(read('0705.00195', 'To appear in "A Quoted Title", edited by A. Author', 'Phys.Rev.D76:084013,2007').map((e) => e[0])).toEqual(['Phys. Rev. D']);
  });

  it('reads the workshop\'s acronym glued to the host again in the bracket after the host ("(FL@FM-IJCAI\'26)")', () => {
    // set 196 part A 2606.06154 (before: the long name, "Workshop on Federated Learning in the Age of Foundation Models")
    expect(read('2606.06154', "Accepted at International Workshop on Federated Learning in the Age of Foundation Models In Conjunction with IJCAI 2026 (FL@FM-IJCAI'26)"))
      .toEqual([['IJCAI', 2026, 'workshop', 'FL@FM', 'accepted', null]]);
    // varied: a hyphenated acronym joined by a hyphen, "co-located with"
    expect(read('2606.00196', "Accepted at the Workshop on Federated Learning, co-located with IJCAI 2026 (FL-FM-IJCAI'26)").map((e) => e[3]))
      .toEqual(['FL-FM']);
    // unchanged: a presentation in the bracket
    expect(read('2606.00197', 'Workshop on Efficient Systems at ICML 2026 (Oral)').map((e) => [e[3], e[5]])).toEqual([['Workshop on Efficient Systems', 'oral']]);
  });
});
