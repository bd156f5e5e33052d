import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';

// Rules of round vnames2 (venue names written as the labels write them, by the README's naming rules), from design-half
// misses whose venue is right but named otherwise (docs/venues-vnames2.md), each on the real string it was written
// from, a varied one and a counter-case.
const read = (id: string, comments: string | null, journalRef: string | null = null) => detectVenues({ id, comments, journalRef })
  .map((v) => [v.venue, v.year, v.track, v.workshop, v.status, v.presentation]);

describe('venue names of round vnames2', () => {
  it('names Journal of Physics: Condensed Matter by its ISO-4 name with the colon, as JabRef\'s physics lists write it', () => {
    // set 103 design 0801.4318 (and 0801.3783, 0704.0070 of other sets)
    expect(read('0801.4318', '14 pages, 7 figures', 'J. Phys.: Condens. Matter 20, 335208 (2008)'))
      .toEqual([['J. Phys.: Condens. Matter', 2008, 'main', null, 'published', null]]);
    // varied: spelled out in the comments; printed without the colon
    expect(read('0801.00001', 'Accepted in Journal of Physics: Condensed Matter')[0][0]).toBe('J. Phys.: Condens. Matter');
    expect(read('0801.00001', null, 'J. Phys. Condens. Matter 19 (2007) 1')[0][0]).toBe('J. Phys.: Condens. Matter');
    // counter-case: the other "J. Phys." series keep their names
    expect(read('0801.00001', null, 'J. Phys. A 40 (2007) 1')[0][0]).toBe('J. Phys. A');
  });

  it('names an optics or photonics journal, a physics journal by its name, by its ISO-4 name whatever JabRef list holds it', () => {
    // set 85 design 0705.0847
    expect(read('0705.0847', 'submitted to Optical materials')).toEqual([['Opt. Mater.', null, 'main', null, 'submitted', null]]);
    // varied: another optics journal on the mechanical and ubc lists only
    expect(read('2601.00001', 'Published in Optics and Lasers in Engineering')[0][0]).toBe('Opt. Lasers Eng.');
    // counter-cases: an IEEE periodical keeps its initials; a vision-science journal is named as printed
    expect(read('2601.00001', 'Accepted in IEEE Photonics Technology Letters')[0][0]).toBe('PTL');
    expect(read('2601.00001', 'Accepted in Ophthalmic and Physiological Optics')[0][0]).toBe('Ophthalmic and Physiological Optics');
  });

  it('names Nuclear Instruments and Methods in Physics Research A by its ISO-4 name, not the INSPIRE form', () => {
    // set 56 design 1302.1051
    expect(read('1302.1051', '36 pages, 12 figures, 3 electronic files', 'Nuclear Instruments and Methods in Physics Research A 698 (2013)\n  49-59'))
      .toEqual([['Nucl. Instrum. Methods Phys. Res., Sect. A', 2013, 'main', null, 'published', null]]);
    // varied: the INSPIRE form printed in a journal-ref, the name spelled out in the comments
    expect(read('0705.00001', null, 'Nucl.Instrum.Meth.A579:989-1004,2007')[0][0]).toBe('Nucl. Instrum. Methods Phys. Res., Sect. A');
    expect(read('0705.00001', 'submitted to Nuclear Instruments and Methods in Physics Research A')[0][0]).toBe('Nucl. Instrum. Methods Phys. Res., Sect. A');
    // counter-case: section B is another journal
    expect(read('0705.00001', null, 'Nucl. Instrum. Meth. B 266 (2008) 1')[0][0]).not.toBe('Nucl. Instrum. Methods Phys. Res., Sect. A');
  });

  it('names the Physica series "Physica X" (a one-word title ISO-4 keeps whole), as Physica A and D are', () => {
    // set 5 design 0801.3723
    expect(read('0801.3723', '3 pages, 1 figure, Contribution to EP2DS17-MSS13, Genoa, Italy, July\n  2007', 'Physica E 40, 1745 (2008).'))
      .toEqual([['Physica E', 2008, 'main', null, 'published', null]]);
    // varied: the other sections, spelled out with the subtitle
    expect(read('0801.00001', null, 'Physica B 403 (2008) 1')[0][0]).toBe('Physica B');
    expect(read('0801.00001', 'accepted in Physica C: Superconductivity and its Applications')[0][0]).toBe('Physica C');
    // counter-cases: Physical Review E and International Journal of Modern Physics E are other journals
    expect(read('0801.00001', null, 'Phys. Rev. E 76 (2007) 1')[0][0]).toBe('Phys. Rev. E');
    expect(read('0801.00001', null, 'Int.J.Mod.Phys.E16:1901-1905,2007')[0][0]).toBe('Int. J. Mod. Phys. E');
  });

  it('names Annals of Mathematics by its ISO-4 name "Ann. Math.", not the MathSciNet "Ann. of Math."', () => {
    // set 64 design 0705.0949
    expect(read('0705.0949', 'part II (the period map)', 'Ann. of Math. 172 (2010), no. 1, 673-711'))
      .toEqual([['Ann. Math.', 2010, 'main', null, 'published', null]]);
    // varied: spelled out in the comments
    expect(read('0705.00001', 'accepted in Annals of Mathematics')[0][0]).toBe('Ann. Math.');
    // counter-case: the Annals of Physics keep their name
    expect(read('0705.00001', null, 'Annals Phys. 322 (2007) 1')[0][0]).toBe('Ann. Phys.');
  });

  it('parts an acronym glued to the next abbreviated word in a journal-ref no list knows ("STAccel." -> "ST Accel.")', () => {
    // set 84 design 0704.0870
    expect(read('0704.0870', '21 pages, pdf.', 'Phys.Rev.STAccel.Beams11:011302,2008'))
      .toEqual([['Phys. Rev. ST Accel. Beams', 2008, 'main', null, 'published', null]]);
    // varied: printed with its space already
    expect(read('0704.00001', null, 'Phys.Rev.ST Accel.Beams 10:1,2007')[0][0]).toBe('Phys. Rev. ST Accel. Beams');
    // counter-cases: a glued name JabRef knows keeps its ISO-4 name; an acronym before a whole word is left alone
    expect(read('0704.00001', null, 'JETPLett.85:1-5,2007')[0][0]).toBe('JETP Lett.');
    expect(read('0704.00001', null, 'AIPConf.Proc.957:123-126,2007')[0][0]).toBe('AIP Conf. Proc.');
  });

  it('names a physics journal by its ISO-4 name, not by the mathematics lists\' MathSciNet form', () => {
    // set 59 design 0801.4100
    expect(read('0801.4100', '16 pages, no figures. Appeared in special issue for conference\n  QEP-16, Manchester 4-7 Sep 2006', 'J Mod. Opt. 54, 1695 (2007)'))
      .toEqual([['J. Mod. Opt.', 2007, 'main', null, 'published', null]]);
    // varied: another physics journal the AMS list abbreviates otherwise
    expect(read('0704.00001', null, 'Phys.Part.Nucl.38:1-10,2007')[0][0]).toBe('Phys. Part. Nucl.');
    // counter-case: a maths journal is left as it was (the labels give maths journals both forms: docs/venues-vnames2.md)
    expect(read('0704.00001', null, 'Trans. Amer. Math. Soc. 360 (2008) 1')[0][0]).toBe('Trans. Amer. Math. Soc.');
  });

  it('reads a physics journal\'s initials when one ISO-4 name has them, whatever other lists also file it under ("EPJB")', () => {
    // set 104 design 0704.0249
    expect(read('0704.0249', '13 pages, 10 figures, revised version with slightly extended\n discussion, accepted by EPJB'))
      .toEqual([['Eur. Phys. J. B', null, 'main', null, 'accepted', null]]);
    // varied: another section filed so
    expect(read('0704.00001', 'accepted by EPJE')[0][0]).toBe('Eur. Phys. J. E');
    // counter-cases: initials two ISO-4 names share name neither (EPJA: Eur. Phys. J. A and AP); EPJC as before
    expect(read('0704.00001', 'accepted in EPJA')[0][0]).not.toBe('Eur. Phys. J. AP');
    expect(read('0704.00001', 'accepted by EPJC')[0][0]).toBe('Eur. Phys. J. C');
  });
});
