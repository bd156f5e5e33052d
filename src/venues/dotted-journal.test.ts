import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { dottedJournals, journalAbbreviationAt } from './dotted-journal.ts';

/** venue / year / status of each entry detected in a real record (the arXiv snapshot; ids as given). */
function read(id: string, comments: string, journalRef: string | null = null): string[] {
  return detectVenues({ id, comments, journalRef }).map((e) => `${e.venue} / ${e.year ?? ''} / ${e.status}`);
}

describe('journal abbreviations JabRef lists, read whole as printed (the arXiv snapshot)', () => {
  it('ends no clause at a period inside the abbreviation, so the cue before it reaches the journal', () => {
    expect(read('0801.3950', '9 pages, 5 figures, to appear in Phys. Plasmas')).toEqual(['Phys. Plasmas /  / accepted']);
    expect(read('0705.0417', '15 pages, 7 figures, submitted to J. Phys. Soc. Jpn')).toEqual(['J. Phys. Soc. Jpn. /  / submitted']);
    expect(read('0705.0977', '15 pages, 9 figures, 2 tables. Accepted for publication in Astrophys.\n  J. Very minor changes from first version')).toEqual(['ApJ /  / accepted']);
    expect(read('0705.0914', 'Accepted for publication in Astron. Nachr. It has not been edited for\n  language yet')).toEqual(['Astron. Nachr. /  / accepted']);
    // a year the record gives for the journal is the clause's, no longer cut off
    expect(read('0704.0207', '8 pages, 6 figures, Plenary talk in Quark Matter 2006 to appear in J.\n  Phys. G: Nucl. Part. Phys. 34 (2007)')).toEqual(['J. Phys. G / 2007 / accepted']);
    expect(dottedJournals('to appear in Phys. Plasmas').map((d) => d.printed)).toEqual(['Phys. Plasmas']);
  });

  it('reads abbreviated words run together and an abbreviation missing its last period', () => {
    expect(read('0801.4189', 'new references added, original article appeared in Int.J.Theor.Phys')).toEqual(['Int. J. Theor. Phys. /  / published']);
    expect(read('0801.3995', '41 pages, minor changes, to appear in Moscow Math. J')).toEqual(['Mosc. Math. J. /  / accepted']);
  });

  it('names the journal as its full name would be: an IEEE periodical by its initials, the catalogue venue, else as written', () => {
    expect(read('0704.0540', '22 pages, 8 figures, submitted to IEEE Trans. Inform. Theory')).toEqual(['TIT /  / submitted']);
    // the brief's example: the catalogue's venue, by the JabRef abbreviation of its full name
    expect(journalAbbreviationAt('IEEE Trans. Pattern Anal. Mach. Intell.')?.venue).toBe('TPAMI');
    // not on a physical-science list: as written, with the abbreviation's last period
    expect(read('0705.0515', '15 pages, 6 figures; Accepted to J. Mod. Opt')).toEqual(['J. Mod. Opt. /  / accepted']);
    expect(read('0704.0129', '21 pages, accepted for publication in Ergodic Theory Dynam. Systems')).toEqual(['Ergodic Theory Dynam. Systems /  / accepted']);
  });

  it('takes no head of a longer name, and leaves proceedings series to their readers', () => {
    // "J. Phys." (JabRef lists it) opens "J. Phys.: Cond Matter", a name JabRef does not list as printed
    expect(read('0705.0879', '8 pages, 17 figures, submitted to J. Phys.: Cond Matter')).toEqual([]);
    expect(journalAbbreviationAt('J. Phys.: Cond Matter')).toBeNull();
    expect(journalAbbreviationAt('IAU Symp. 242 proceedings')).toBeNull();
    // a journal's proceedings supplement prints the meeting the record names: the meeting is the venue
    expect(read('0705.0342', 'Proceedings of The 11th Conference on B Physics at Hadron Machines\n  (Beauty 2006), September 25-29, 2006, Keble College, Oxford. To appear in\n  Nucl. Phys. (Proc. Suppl.) 5 pages, 4 figures')).toEqual(['Conference on B Physics / 2007 / published']);
    // (the abbreviated word keeps its printed period since round v271, as the labels write the series: detect.ts periodsKept)
    expect(read('0704.0242', '10 pages, iaus.cls, to appear in IAU Symp. 242 proceedings\n  (Astrophysical masers and their environments)')).toEqual(['IAU Symp. /  / accepted']);
  });

  it("is one entry with the journal-ref's citation when both abbreviate the same name word by word", () => {
    // MNRAS's Letters section is MNRAS (as the fifth set labels "accepted to MNRAS Letters" with this citation's form)
    expect(read('0801.4529', '4 Latex pages, 3 figures, To appear in Mon. Not. R. Astron. Soc. Lett', 'Mon.Not.Roy.Astron.Soc.Lett.386:L92-95,2008'))
      .toEqual(['MNRAS / 2008 / published']);
    expect(read('0801.4140', 'Paper accepted by Advanced Studies in Theoretical Physics. Minor\n  changes in Appendix', 'Adv. Studies Theor. Phys., Vol. 3, 2009, no. 9-12, 323-332'))
      // (the citation's "Adv. Studies" read as JabRef's ISO-4 "Adv. Stud.", as the comments' full name is: set89-rules)
      .toEqual(['Adv. Stud. Theor. Phys. / 2009 / published']);
  });

  it('reads an abbreviation as a venue mention: a bare tag is the journal, and a clause naming a conference too is read as two', () => {
    expect(read('0705.0675', '4 pages, 4 figures, Phys. Fluids')).toEqual(['Phys. Fluids /  / accepted']);
    expect(read('0705.0877', '21 pages, 11 figures. J. Geophys. Res. 2007 (accepted)')).toEqual(['J. Geophys. Res. / 2007 / accepted']);
    expect(read('0704.0275', '24 pages. To appear, Pacific J. Math. Any updates, errata, related\n  references etc. learned of after publication will be noted')).toEqual(['Pacific J. Math. /  / accepted']);
    expect(read('1302.1085', '7 pages, 7 figures, IEEE Trans. Appl. Supercond. (2013)')).toEqual(['TAS / 2013 / accepted']);
    // as the full name is read beside the conference ("… submitted to IEEE Transactions on Pattern Analysis and Machine Intelligence")
    expect(read('2505.01234', 'ICML 2025; submitted to IEEE Trans. Pattern Anal. Mach. Intell.')).toEqual(['ICML / 2025 / accepted', 'TPAMI /  / submitted']);
  });

  it('reads no journal from initials alone, nor from the tail of a longer abbreviated name', () => {
    expect(read('0705.0683', '3 pages Conference ISMD (2006) PARATY R.J. Brazil')).toEqual([]);
    expect(read('0704.0691', '24 pages review, draft for Comm.Comput.Phys., plus appendix on\n  bilinguality')).toEqual([]);
  });
});
