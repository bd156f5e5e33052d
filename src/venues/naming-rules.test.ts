import { describe, expect, it } from 'vitest';
import { readVenues as read } from '../../test/helpers/venue-rules.ts';
import { respelledAbbreviation } from './respelled-abbreviation.ts';

// Rules of round naming (venue names read wrong, looked at over the design halves of every labelled set at once; docs/venues.md,
// "Round naming"), each on the real string it was written from, varied ones and cases it leaves as they were.

describe('venue names of round naming', () => {
  it('names a journal by the acronym the text gives in brackets when the acronym spells its words with more than their initials', () => {
    // set 67 design 2604.04237, set 169 design 2510.25908
    expect(read('2604.04237', '43 pages, 5 figures. Submitted to the International Journal of Artificial Intelligence in Education (IJAIED)'))
      .toEqual([['IJAIED', null, 'main', null, 'submitted', null]]);
    expect(read('2510.25908', 'Preprint Submitted to ACM Transactions on AI for Science (TAIS)'))
      .toEqual([['TAIS', null, 'main', null, 'submitted', null]]);
    // varied: accepted; the publisher's acronym leads the name
    expect(read('2605.00001', 'Accepted by the International Journal of Artificial Intelligence in Education (IJAIED), 2026')[0][0]).toBe('IJAIED');
    expect(read('2605.00001', 'Accepted in ACM Transactions on AI for Science (TAIS)')[0].slice(0, 1)).toEqual(['TAIS']);
    // unchanged: the publisher's letters spell no acronym (set 65 2511.09287, labelled in full); an acronym the name does
    // not spell; the initials alone, as before
    expect(read('2511.09287', 'Accepted for publication in Communications of the ACM (CACM), Opinion section')[0][0]).toBe('Communications of the ACM');
    expect(read('2605.00001', 'Accepted by Computer Speech and Language (CSAL)')[0][0]).toBe('Computer Speech & Language');
    expect(read('2605.00001', 'Submitted to the Journal of Foo Bar Studies (JFBS)')[0][0]).toBe('JFBS');
  });

  it('names a journal abbreviation printed in a spelling no list has by the ISO-4 name whose words it shortens or spells out', () => {
    // set 210 design 0704.0984, set 67 design 0704.0800
    expect(read('0704.0984', 'Contribution to Special Issue in Journal of Modern Optics celebrating\n  the 60th birthday of Peter L. Knight', 'Journ. of Mod. Opt. vol. 54, 2307 (2007)'))
      .toEqual([['J. Mod. Opt.', 2007, 'main', null, 'published', null]]);
    expect(read('0704.0800', '38 pages, 3 figures', 'Intl. J. of Quantum Information 5:751-780 (2007)'))
      .toEqual([['Int. J. Quantum Inf.', 2007, 'main', null, 'published', null]]);
    // varied: other spellings
    expect(respelledAbbreviation('Journ. of Modern Optics')).toBe('J. Mod. Opt.');
    expect(respelledAbbreviation('Intl. Journ. Quantum Inf.')).toBe('Int. J. Quantum Inf.');
    // unchanged: a name a list has as printed; too few words to tell journals apart; a first word printed shorter than
    // the ISO-4 one (round v89: "Teor. Mat. Fiz." stays; "Comp. Phys. Commun." too, left open); a catalogue journal
    expect(respelledAbbreviation('J. Mod. Opt.')).toBeUndefined();
    expect(respelledAbbreviation('Phys. Rev.')).toBeUndefined();
    expect(respelledAbbreviation('Teor. Mat. Fiz.')).toBeUndefined();
    expect(respelledAbbreviation('Comp. Phys. Commun.')).toBeUndefined();
    expect(read('0704.0048', null, 'Class.Quant.Grav.24:S541-S550,2007')[0][0]).toBe('Class. Quantum Grav.');
  });

  it('names an event spelled out by the acronym that closes its name unbracketed', () => {
    // set 184 design 2510.18502 (a false "accepted, main track" under another name), set 81 design 2507.21058
    expect(read('2510.18502', 'Accepted by The 38th Conference of Open Innovations Association   FRUCT, 2025'))
      .toEqual([['FRUCT', 2025, 'main', null, 'accepted', null]]);
    expect(read('2507.21058', 'in Turkish language. This paper was published in the proceedings of   the 6th International Conference on Data Science and Applications ICONDATA24, held on September between 2 and 6, 2024, in Pristina, Kosovo.')[0].slice(0, 2))
      .toEqual(['ICONDATA', 2024]);
    // varied: a symposium, an acronym with a hyphen
    expect(read('2605.00001', 'Accepted at the International Symposium on Foo Bar Systems ISFBS 2026')[0].slice(0, 2)).toEqual(['ISFBS', 2026]);
    expect(read('2605.00001', 'Accepted at the Joint Conference of Baltic Research Groups BRG-NET 2026')[0].slice(0, 2)).toEqual(['BRG-NET', 2026]);
    // unchanged: a topic's acronym after a preposition (set 216 2507.12308), a publisher's, no event word
    expect(read('2507.12308', '10 pages, Proceedings   of the 2024 ACM/IEEE International Symposium on Machine Learning for CAD.   2024 (MLCAD\'24)')[0][0])
      .not.toBe('CAD');
    expect(read('2605.00001', 'Accepted at the 2026 Annual Conference of the Foo Society of IEEE')[0]?.[0]).not.toBe('IEEE');
    expect(read('2610.10226', 'Accepted in Communications of the ACM')[0][0]).toBe('Communications of the ACM');
  });

  it('reads a brace typed for the round bracket a ")" closes as that bracket, so the acronym in it names the event', () => {
    // set 125 design 2604.23615 (a false "accepted, main track" under the spelled-out name)
    expect(read('2604.23615', '9 pages, 5 figures, Conference paper for International Conference on Big Data Applications in Education and Engineering {ICBDAEE 2026)'))
      .toEqual([['ICBDAEE', 2026, 'main', null, 'accepted', null]]);
    // varied: another unlisted event after an acceptance cue
    expect(read('2605.00001', 'Accepted at the International Conference on Quiet Robots {ICQR 2026)')[0].slice(0, 2)).toEqual(['ICQR', 2026]);
    // unchanged: a brace a brace closes (a TeX group) stays
    expect(read('1302.1066', null, 'Class. Quantum Grav. {30} (2013) 057001')[0].slice(0, 2)).toEqual(['Class. Quantum Grav.', 2013]);
  });
});
