import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readVenues as read } from '../../test/helpers/venue-rules.ts';
import { seriesTable } from './series-build.ts';
import { seriesAcronym, seriesKey } from './series-names.ts';

// Round vlists: an unlisted venue read by its spelled-out name is named by the usual acronym an open-licensed list of
// conference series gives it (data/venues/sources/cs-confs-br-list.txt, MIT; docs/venues.md, "Round vlists").

describe('series names of round vlists', () => {
  it('names a spelled-out series by the list acronym, with or without ordinal, year, publisher or "International"', () => {
    // real list entries (ISVC, WSC), in sentences written for this test
    expect(read('2605.00001', 'Accepted at the 21st International Symposium on Visual Computing (2026)')).toEqual([['ISVC', 2026, 'main', null, 'accepted', null]]);
    expect(read('2605.00001', '9 pages, to appear in the Proceedings of the 2026 Winter Simulation Conference')[0][0]).toBe('WSC');
    expect(seriesAcronym('IEEE Symposium on Visual Computing')).toBe('ISVC');
    expect(seriesAcronym('Proceedings of the 57th Annual Winter Simulation Conference 2026')).toBe('WSC');
    // spelled ordinals in the detector's own grammar (ordinal.ts), compound ones too
    expect(seriesAcronym('the Twenty-Fifth International Symposium on Visual Computing')).toBe('ISVC');
    expect(seriesAcronym('Fifty Seventh Winter Simulation Conference')).toBe('WSC');
  });

  it('keys a name without case, accents, punctuation, ordinals, years and optional words', () => {
    expect(seriesKey('The 3rd IEEE/ACM International Conference on Foo-Bar & Baz Studies 2027')).toBe('conference foo bar baz studies');
    expect(seriesKey('Conférence on Foo Bar')).toBe(seriesKey('Conference on Foo-Bar'));
    // too short or generic: fewer than three words, or no event word
    expect(seriesKey('IEEE Quux Symposium')).toBeNull();
    expect(seriesKey('Advances in Quux Foo Studies')).toBeNull();
  });

  it('leaves out workshops, generic names, names several acronyms share, and catalogue acronyms and names', () => {
    const { names, dropped } = seriesTable([
      '# a comment line',
      'QFS|International Conference on Quux Foo Studies',
      'QFSA|Annual Conference on Quux Foo Studies', // same key, another acronym: neither
      'ZWB|International Workshop on Zeta Widget Building', // a workshop
      'ZG|Zeta Gatherings', // generic: no event word, two words
      'ICML|International Symposium on Zeta Widget Theory', // a catalogue venue's acronym
      'ZML|International Conference on Machine Learning', // a catalogue venue's name
      'ZWT|Symposium on Zeta Widget Testing',
      'ZWT|IEEE Symposium on Zeta Widget Testing', // one series twice, one acronym
      'QFT2|International Conference on Quux Foo Theory', // the list's mark of a second row
    ]);
    expect(names).toEqual({ 'symposium zeta widget testing': 'ZWT' });
    expect(dropped).toMatchObject({ workshop: 1, generic: 1, catalogue: 2, several: 1, shape: 1 });
  });

  it('never reads a bare list acronym, nor a name the list does not have, as that series', () => {
    expect(read('2605.00001', 'We compare with the SpringSim toolkit baseline')).toEqual([]);
    expect(seriesAcronym('ISVC')).toBeNull();
    expect(seriesAcronym('International Symposium on Visual Quux Computing')).toBeNull();
  });

  it('ships the table the build script writes from the list', () => {
    const list = fs.readFileSync(new URL('../../data/venues/sources/cs-confs-br-list.txt', import.meta.url), 'utf8').split('\n');
    const shipped = JSON.parse(fs.readFileSync(new URL('./series-names.json', import.meta.url), 'utf8')) as { names: Record<string, string> };
    expect(shipped.names).toEqual(seriesTable(list).names);
  });
});
