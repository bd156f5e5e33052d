import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';
import { nextClauseName, phraseBackward, phraseForward, workshopPhrases } from './workshop-phrase.ts';

// Rules of round vwsname (a workshop's name read in general, docs/venues.md): a workshop read at a host with no name
// takes the name-like phrase the text attaches to the workshop cue or the host tag (workshop-phrase.ts). Every workshop
// name below is made up (none is a dev record's); every expectation marked "rule" fails on 9836c221 (the branch's base),
// checked by running this file's detector expectations in an extraction of the base; the "unchanged" ones pass there too.

const W = (venue: string, year: number, name: string | null, status = 'accepted') => [venue, year, 'workshop', name, status, null];

describe('workshop names read in general (round vwsname)', () => {
  it('reads the name after "HOST YEAR Workshop:" to a place or a date', () => {
    // rule
    expect(read('2605.00001', 'Accepted at ICML 2026 Workshop: Zebra Gait Learning, Seoul, Korea')).toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
    // rule: a title in sentence case, ending at a date
    expect(read('2512.00001', 'Accepted at NeurIPS 2025 Workshop: Zebra gait learning for walrus reasoning, December 6, 2025'))
      .toEqual([W('NeurIPS', 2025, 'Zebra gait learning for walrus reasoning')]);
    // rule: the host spelled out with its acronym in brackets
    expect(read('2605.00001', 'Accepted at the International Conference on Machine Learning (ICML) 2026 Workshop: Zebra Gait Learning, Seoul'))
      .toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
    // rule: the plural cue
    expect(read('2605.00001', 'Accepted for the ICML 2026 Workshops: Zebra Gait Learning')).toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
  });

  it('gives one entry per name after a plural "workshops on"', () => {
    // rule
    expect(read('2512.00001', 'Accepted at the NeurIPS 2025 Workshops on Zebra Gait Learning, Walrus Reasoning, and Yak Shaving'))
      .toEqual([W('NeurIPS', 2025, 'Zebra Gait Learning'), W('NeurIPS', 2025, 'Walrus Reasoning'), W('NeurIPS', 2025, 'Yak Shaving')]);
    // unchanged: a singular "workshop on A and B" is one name
    expect(read('2510.00001', 'Accepted at ICCV 2025 Workshop on Zebra Gait Learning and Walrus Reasoning'))
      .toEqual([W('ICCV', 2025, 'Workshop on Zebra Gait Learning and Walrus Reasoning')]);
  });

  it('reads a name written before the host and its workshop cue', () => {
    // rule: a dash, an at sign, a bracket, square brackets
    expect(read('2605.00001', 'Zebra Gait Learning – ICML 2026 Workshop')).toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
    expect(read('2605.00001', 'Zebra Gait Learning - ICML 2026 Workshop')).toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
    expect(read('2512.00001', 'Zebra & Walrus Learning @ NeurIPS 2025 Workshop')).toEqual([W('NeurIPS', 2025, 'Zebra & Walrus Learning')]);
    expect(read('2605.00001', 'Zebra Gait Learning (ICML 2026 workshop)')).toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
    expect(read('2605.00001', 'Accepted to Zebra Gait Learning (ICML workshop)')).toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
    // rule: the host spelled out
    expect(read('2605.00001', 'Zebra Gait Learning - International Conference on Machine Learning 2026 Workshop')).toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
    // unchanged: the acronym the text gives for the name (README: the acronym if the text gives one)
    expect(read('2605.00001', 'ZGL 2026: Zebra Gait Learning - ICML 2026 Workshop')[0][3]).toBe('ZGL');
    expect(workshopPhrases('ZGL 2026: Zebra Gait Learning - ICML 2026 Workshop', 'ICML')).toEqual(['ZGL']);
    // unchanged: a status word right before the words names nothing ("Best Paper Award"), nor a place or a count
    expect(read('2605.00001', 'Best Paper Award, ICML 2026 Workshop')).toEqual([W('ICML', 2026, null)]);
    expect(read('2605.00001', 'Preprint - ICML 2026 Workshop')).toEqual([W('ICML', 2026, null)]);
    expect(read('2605.00001', 'Accepted to CVPR 2026 Workshop - 8 pages')).toEqual([W('CVPR', 2026, null)]);
  });

  it('reads the name after a host W tag or the host tag in a workshop clause', () => {
    // rule
    expect(read('2605.00001', 'ICML-W 2026 (Zebra Gait Learning)')).toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
    expect(read('2604.00001', 'CVPRW 2026 - Zebra Gait Learning')).toEqual([W('CVPR', 2026, 'Zebra Gait Learning')]);
    expect(read('2605.00001', 'Workshop paper at ICML 2026 (Zebra Gait Learning)')).toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
    // unchanged: a presentation or a place in the bracket is no name
    expect(read('2604.00001', 'Accepted at CVPR 2026 Workshop (Oral)')).toEqual([['CVPR', 2026, 'workshop', null, 'accepted', 'oral']]);
    expect(read('2604.00001', 'Accepted at CVPR 2026 Workshop, Seoul, Korea, June 2026')).toEqual([W('CVPR', 2026, null)]);
  });

  it('reads a name between the cue and the host, or right after "HOST YEAR workshop"', () => {
    // rule
    expect(read('2605.00001', 'Accepted at the workshop Zebra Gait Learning @ ICML 2026')).toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
    expect(read('2605.00001', 'Accepted to the ICML 2026 workshop Zebra Gait Learning')).toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
    expect(read('2605.00001', 'ICML 2026 Workshop - Zebra Gait Learning (ZGL)')).toEqual([W('ICML', 2026, 'ZGL')]);
  });

  it('reads a name in square or curly brackets after the cue, and one in apposition before "a workshop at HOST"', () => {
    // rule
    expect(read('2512.00001', 'Accepted to the NeurIPS 2025 workshop [Zebra Gait Learning]')).toEqual([W('NeurIPS', 2025, 'Zebra Gait Learning')]);
    expect(read('2512.00001', 'Accepted to the NeurIPS 2025 Workshop {Zebra Gait Learning}')).toEqual([W('NeurIPS', 2025, 'Zebra Gait Learning')]);
    expect(read('2605.00001', 'Zebra Gait Learning, a workshop at ICML 2026')).toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
  });

  it('ends any reader\'s name at a date, a count or a place after it', () => {
    // rule
    expect(read('2605.00001', 'Accepted at ICML 2026 Workshop on Zebra Gait Learning, 18 July 2026')).toEqual([W('ICML', 2026, 'Workshop on Zebra Gait Learning')]);
    expect(read('2605.00001', 'ICML 2026 Workshop on Zebra Gait Learning, 8 pages, 3 figures')).toEqual([W('ICML', 2026, 'Workshop on Zebra Gait Learning')]);
    expect(read('2605.00001', 'Accepted at ICML 2026 Workshop on Zebra Gait Learning in Seoul, Korea')).toEqual([W('ICML', 2026, 'Workshop on Zebra Gait Learning')]);
    // unchanged: a comma inside a name, "in" before a subject
    expect(read('2605.00001', 'Accepted at ICML 2026 Workshop on Zebra, Gait and Walrus Learning')).toEqual([W('ICML', 2026, 'Workshop on Zebra, Gait and Walrus Learning')]);
    expect(read('2605.00001', 'Accepted at ICML 2026 Workshop on Zebra Learning in Science')).toEqual([W('ICML', 2026, 'Workshop on Zebra Learning in Science')]);
  });

  it('reads a next clause that is only a workshop\'s name', () => {
    // rule
    expect(read('2605.00001', 'Accepted at the ICML 2026 workshop; Zebra Gait Learning workshop')).toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
    // the same with arXiv's wrapped lines (the evidence is quoted one-spaced: the next clause is found after it all the same)
    expect(read('2605.00001', 'Accepted at the ICML 2026\n  workshop; Zebra Gait Learning workshop')).toEqual([W('ICML', 2026, 'Zebra Gait Learning')]);
    // unchanged: a clause that says more than a name
    expect(read('2605.00001', 'Accepted at the ICML 2026 workshop. Code is at the Zebra workshop')).toEqual([W('ICML', 2026, null)]);
    expect(nextClauseName('. Workshop on Zebra gait learning (ZGL).')).toBe('ZGL');
    expect(nextClauseName('. We thank the Zebra workshop')).toBeNull();
  });

  it('names no workshop where the text names none', () => {
    // unchanged: a sentence about a workshop, a status word after the cue, the host's own track, a programme's number
    expect(read('2605.00001', 'Accepted at ICML 2026 Workshop. Oral presentation')[0][3]).toBeNull();
    expect(read('2605.00001', 'ICML 2026 Workshop: Accepted as oral')[0][3]).toBeNull();
    expect(read('2605.00001', 'Accepted at the ICLR 2026 Workshop Track')[0][3]).toBeNull();
    expect(read('2605.00001', 'Accepted at AAAI 2026 Workshop (WS12)')[0][3]).toBeNull();
    // unchanged: the host's own W tag in brackets after its spelled name, and a challenge before "(HOST Workshops)"
    expect(read('2605.00001', 'Published in the 2026 IEEE International Conference on Data Mining Workshops (ICDMW 2026)')[0][3]).toBeNull();
    expect(read('2604.00001', 'Technical report for the Zebra Gait Walrus Challenge (CVPR 2026 Workshops)')[0]?.[3] ?? null).not.toBe('Zebra Gait Walrus Challenge');
    // the reader alone: nothing after a status word; a host's own name is none
    expect(workshopPhrases('ICML 2026 Workshop: Accepted Zebra Gait', 'ICML')).toEqual([]);
    expect(workshopPhrases('ICML 2026 Workshop (Zebra Learning)', 'ICML')).toEqual(['Zebra Learning']);
    expect(workshopPhrases('ICML 2026 Workshop (International Conference on Machine Learning)', 'ICML')).toEqual([]);
    expect(workshopPhrases('Machine Learning - ICML 2026 Workshops', 'ICML')).toEqual([]);
    // a track of the host's own in the bracket; a Roman edition after an acronym dropped (README: no ordinal)
    expect(workshopPhrases('Accepted to CVPR 2026 Workshops (Findings)', 'CVPR')).toEqual([]);
    expect(workshopPhrases('ZQW-XII, ACL 2025 Workshop', 'ACL')).toEqual(['ZQW']);
    // a plural list: items by commas and brackets, one item parted at its last "and"
    expect(workshopPhrases('ICML 2026 Workshops on Zebra Learning and Walrus Reasoning (ZWR), and Yak Shaving', 'ICML')).toEqual(['ZWR', 'Yak Shaving']);
    expect(workshopPhrases('ICML 2026 Workshops on Zebra Learning and Gait and Walrus Reasoning', 'ICML')).toEqual(['Zebra Learning and Gait', 'Walrus Reasoning']);
    // a phrase ends before the words that open the host's name
    expect(workshopPhrases('ICML 2026 Workshop: Zebra Gait at the IEEE International', 'ICML')).toEqual(['Zebra Gait']);
  });

  it('reads a phrase token by token', () => {
    expect(phraseForward('Zebra Gait Learning, Seoul')?.name).toBe('Zebra Gait Learning');
    expect(phraseForward('Zebra Gait Learning 2026')?.name).toBe('Zebra Gait Learning');
    expect(phraseForward('the Zebra of Gait (ZG)')?.name).toBe('Zebra of Gait');
    expect(phraseForward('accepted Zebra')).toBeNull();
    expect(phraseBackward('Accepted at the Zebra Gait Learning')).toBe('Zebra Gait Learning');
    expect(phraseBackward('Best Paper Award')).toBeNull();
    expect(phraseBackward('Seoul, Korea')).toBeNull();
  });

  it('reads long inputs in linear time', () => {
    expect(timed(`ICML 2026 Workshop: ${'Zebra '.repeat(700)}`).ms).toBeLessThan(500);
    expect(timed(`Accepted at the ICML 2026 Workshops on ${'Zebra, '.repeat(600)}`).ms).toBeLessThan(500);
    expect(timed(`${'Zebra '.repeat(700)}- ICML 2026 Workshop`).ms).toBeLessThan(500);
    expect(timed(`[${'Zebra '.repeat(700)}] ICML 2026 Workshop`).ms).toBeLessThan(500);
    expect(timed(`ICML-W 2026 (${'Zebra '.repeat(700)}`).ms).toBeLessThan(500);
    expect(timed(`Accepted at the workshop ${'Zebra '.repeat(700)}@ ICML 2026`).ms).toBeLessThan(500);
    expect(timed(`ICML 2026 Workshop ${'(Zebra '.repeat(600)}`).ms).toBeLessThan(500);
    expect(timed(`ICML 2026 Workshop on ${'Zebra in '.repeat(440)}`).ms).toBeLessThan(500);
    expect(timed(`${'Zebra, a '.repeat(440)}workshop at ICML 2026`).ms).toBeLessThan(500);
    expect(timed(`Accepted at the ICML 2026 workshop; ${'Zebra '.repeat(700)}workshop`).ms).toBeLessThan(500);
  });
});
