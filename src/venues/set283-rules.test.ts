import { describe, expect, it } from 'vitest';
import { readVenues as read, timedVenues as timed } from '../../test/helpers/venue-rules.ts';

// Rules of the v283 round, from the misses of test/fixtures/venues/labeled-dev-283.jsonl and -284.jsonl read after their
// blind figures (PROVENANCE.md). Every string below is made up (none is a dev record); every expectation marked "rule"
// fails on 7afa35f6 (the branch's base), checked by running this file in an extraction of the base (git archive of main);
// the "unchanged" ones pass there too.

describe('venue rules of the v283 round', () => {
  it('names a journal cited with its society acronym by the society journal the lists know', () => {
    // rule (set 283 part A's shape: "<Title> of the AMS" read as written)
    expect(read('0801.00283', '12 pages', 'Transactions of the AMS 350 (2009), 101--120'))
      .toEqual([['Trans. Amer. Math. Soc.', 2009, 'main', null, 'published', null]]);
    expect(read('0801.00283', 'To appear in Journal of the LMS'))
      .toEqual([['J. London Math. Soc.', null, 'main', null, 'accepted', null]]);
    expect(read('0801.00283', '9 pages', 'Memoirs of the AMS 210 (2010), 1--90'))
      .toEqual([['Mem. Amer. Math. Soc.', 2010, 'main', null, 'published', null]]);
    // rule (the snapshot's shape, labelled BAAS in set 52): the catalogue's name of the society journal
    expect(read('0801.00283', 'To appear in the Bulletin of the AAS'))
      .toEqual([['BAAS', null, 'main', null, 'accepted', null]]);
    // the societies are read from the journal lists' "… of the <Society>" names, not a hand list: a society no list of
    // seven named ("Bulletin of the KMS": the Korean Mathematical Society)
    expect(read('0801.00283', 'To appear in Bulletin of the KMS'))
      .toEqual([['Bull. Korean Math. Soc.', null, 'main', null, 'accepted', null]]);
    // an acronym several societies share is read for the one the lists give at least three times as many journals
    // ("Bulletin of the AMS": the mathematicians' twelve against the meteorologists' one) …
    expect(read('0801.00283', '9 pages', 'Bulletin of the AMS 46 (2009), 1--20'))
      .toEqual([['Bull. Am. Math. Soc.', 2009, 'main', null, 'published', null]]);
    // … and for none when no society leads so ("Journal of the ASA": the statisticians' or the acousticians', one
    // journal each): the name as written
    expect(read('0801.00283', 'Accepted in Journal of the ASA'))
      .toEqual([['Journal of the ASA', null, 'main', null, 'accepted', null]]);
    expect(read('0801.00283', '9 pages', 'Transactions of the American Mathematical Society 350 (2009), 101--120'))
      .toEqual([['Trans. Amer. Math. Soc.', 2009, 'main', null, 'published', null]]);
  });

  it('reads the meeting after the collection its short papers or abstracts are gathered in', () => {
    // rule (set 283 part A's shape: nothing read after "the Collections of Short Papers of")
    expect(read('2606.00283', 'An earlier version of this work appeared in the Collection of Short Papers of ZEBCON 2025 (9th International Conference on Zebra Methods, Oslo, 2025)'))
      .toEqual([['ZEBCON', 2025, 'main', null, 'previous_version', null]]);
    expect(read('2606.00283', 'A preliminary version appeared in the Book of Abstracts of ZEBCON 2025'))
      .toEqual([['ZEBCON', 2025, 'main', null, 'previous_version', null]]);
    // unchanged: without the collection's words, as before
    expect(read('2606.00283', 'A preliminary version appeared in ZEBCON 2025'))
      .toEqual([['ZEBCON', 2025, 'main', null, 'previous_version', null]]);
  });

  it('reads a title set off by slashes as the title', () => {
    // rule (set 284 part A's shape: "Published in /<book title>/ edited by …" read nothing)
    expect(read('2606.00283', 'Published in /Handbook of Zebra Studies in the Modern Age/ edited by A. Smith and B. Jones. 2026'))
      .toEqual([['Handbook of Zebra Studies in the Modern Age', 2026, 'main', null, 'published', null]]);
    // unchanged: a path or a link's slashes are none; "and/or"
    expect(read('2606.00283', 'Accepted to ICML 2026. Data in /Users/Zebra/ and/or at https://example.org/Zebra/'))
      .toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
  });

  it('reads an unlisted tag with its spelled event name in brackets after it', () => {
    // rule (set 284 part A's shape: "XYZ 2025 (Workshop on … 2025)" read nothing)
    expect(read('2512.00283', 'ZEBWS 2025 (Workshop on Zebra Methods and Systems 2025)'))
      .toEqual([['ZEBWS', 2025, 'workshop', 'ZEBWS', 'accepted', null]]);
    expect(read('2512.00283', '8 pages. ZEBCON 2025 (International Conference on Zebra Methods).'))
      .toEqual([['ZEBCON', 2025, 'main', null, 'accepted', null]]);
    // unchanged: a listed venue's bracket as before; a tag inside a sentence names no venue of the paper's
    expect(read('2512.00283', 'ICML 2025 (Workshop on Zebra Methods)'))
      .toEqual([['ICML', 2025, 'workshop', 'Workshop on Zebra Methods', 'accepted', null]]);
    expect(read('2512.00283', 'We compare with ZEBWS 2025 (Workshop on Zebra Methods)'))
      .toEqual([]);
  });

  it('reads long made-up runs in linear time', () => {
    const runs = [
      `Transactions ${'Zebra '.repeat(660)}of the AMS`,
      `appeared in the ${'Collection of Short Papers of '.repeat(140)}ZEBCON 2025`,
      `appeared in the Collection of ${'Short '.repeat(660)}Papers of ZEBCON 2025`,
      `Published in /${'Zebra '.repeat(660)}`,
      `Published in ${'/Zebra '.repeat(570)}/`,
      `ZEBWS 2025 (Workshop on ${'Zebra '.repeat(660)}`,
      `${'ZEBWS 2025 (Workshop on Zebra. '.repeat(130)}`,
    ];
    for (const s of runs) {
      expect(s.length).toBeGreaterThanOrEqual(3900);
      expect(timed(s.slice(0, 4000)).ms).toBeLessThan(500);
    }
  });
});
