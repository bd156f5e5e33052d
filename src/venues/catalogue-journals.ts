import type { VenueDef } from './catalogue-types.ts';

const j = (name: string, rest: Partial<VenueDef> = {}): VenueDef => ({ name, kind: 'journal', ...rest });

/** Journals of ML, AI, vision, language, speech, robotics and data mining, plus broad science journals. */
export const ML_JOURNALS: VenueDef[] = [
  j('TMLR', { acr: ['TMLR'], full: ['Transactions on Machine Learning Research'] }),
  j('JMLR', { acr: ['JMLR'] }),
  j('TPAMI', { acr: ['TPAMI', 'T-PAMI', 'PAMI'] }),
  j('IJCV', { acr: ['IJCV'] }),
  j('TIP', { weak: ['TIP'] }),
  j('TMM', { acr: ['TMM'], full: ['Transactions on Multimedia'] }),
  j('TVCG', { acr: ['TVCG'] }),
  j('ACM TOG', { acr: ['ACM TOG'], weak: ['TOG'], full: ['ACM Transactions on Graphics', 'Transactions on Graphics'] }),
  j('TNNLS', { acr: ['TNNLS'] }),
  j('TKDE', { acr: ['TKDE'] }),
  j('TCSVT', { acr: ['TCSVT'] }),
  j('TASLP', { acr: ['TASLP'], full: ['Transactions on Audio, Speech, and Language Processing', 'Transactions on Audio, Speech and Language Processing'] }),
  j('TMI', { weak: ['TMI'] }),
  j('TGRS', { acr: ['TGRS'], full: ['Transactions on Geoscience and Remote Sensing'] }),
  j('TSP', { weak: ['TSP'], full: ['Transactions on Signal Processing'] }),
  j('TIT', { weak: ['TIT'] }),
  j('T-RO', { acr: ['T-RO'], full: ['Transactions on Robotics'] }),
  j('RA-L', { acr: ['RA-L', 'RAL'], full: ['Robotics and Automation Letters'] }),
  // CCF lists it as TASAE; IEEE and its authors write T-ASE.
  j('T-ASE', { acr: ['T-ASE'], full: ['Transactions on Automation Science and Engineering'] }),
  // IEEE periodicals cited by their own acronyms, not by their initials (TMECH, ToH) or with the publisher (IEEE WCL).
  j('TMECH', { acr: ['TMECH', 'T-MECH'], full: ['IEEE/ASME Transactions on Mechatronics', 'Transactions on Mechatronics'] }),
  j('ToH', { cs: ['ToH', 'TOH'], full: ['Transactions on Haptics'] }),
  j('IEEE WCL', { acr: ['IEEE WCL'], weak: ['WCL'], full: ['Wireless Communications Letters'] }),
  // CCF lists it as IOT; IEEE and its authors write IoT-J. One name however it is written (spelled out, with or without IEEE).
  j('IEEE IoT-J', { acr: ['IEEE IoT-J', 'IoT-J', 'IoTJ'], full: ['IEEE Internet of Things Journal', 'Internet of Things Journal'] }),
  // CCF lists it as TG, a short name its readers do not write (IEEE's abbreviation is "IEEE Trans. Games"): named as written
  // spelled out, as earlier sets label it; "TG" beside a year still finds it (the list's acronym, merged in).
  j('IEEE Transactions on Games', { full: ['IEEE Transactions on Games', 'Transactions on Games'] }),
  j('IJRR', { acr: ['IJRR'], full: ['International Journal of Robotics Research'] }),
  // CCF lists them as TCASI; IEEE and its authors write TCAS-I (and TCAS-II for the Express Briefs).
  j('TCAS-I', { acr: ['TCAS-I', 'TCASI'], full: ['Transactions on Circuits and Systems I: Regular Papers'] }),
  j('TCAS-II', { acr: ['TCAS-II', 'TCASII'], full: ['Transactions on Circuits and Systems II: Express Briefs'] }),
  j('JSTSP', { acr: ['JSTSP'], full: ['IEEE Journal of Selected Topics in Signal Processing', 'Journal of Selected Topics in Signal Processing'] }),
  // The IEEE Information Theory Society's magazine, "IEEE BITS the Information Theory Magazine", cited as IEEE BITS.
  j('IEEE BITS', { acr: ['IEEE BITS'], full: ['IEEE BITS the Information Theory Magazine', 'BITS the Information Theory Magazine'] }),
  // ACM's survey journal, cited as ACM CSUR (the lists the catalogue ships lack it).
  j('ACM CSUR', { acr: ['ACM CSUR', 'CSUR'], full: ['ACM Computing Surveys'] }),
  // MIT Press and its authors also write "Transactions of the ACL" (and "Transactions of ACL"): the society by its acronym.
  j('TACL', { acr: ['TACL'], full: ['Transactions of the Association for Computational Linguistics', 'Transactions of the ACL', 'Transactions of ACL'] }),
  j('Computational Linguistics', { full: ['Computational Linguistics journal'] }),
  j('JAIR', { acr: ['JAIR'] }),
  j('AIJ', { acr: ['AIJ'], full: ['Artificial Intelligence Journal'] }),
  // 'MedIA' in its own case only: "Social Media Lab" is no journal.
  j('MedIA', { cs: ['MedIA'], full: ['Medical Image Analysis'] }),
  j('CVIU', { acr: ['CVIU'] }),
  j('Pattern Recognition', { full: ['Pattern Recognition journal'] }),
  j('Neurocomputing', { full: ['Neurocomputing'] }),
  j('Information Fusion', { full: ['Information Fusion'] }),
  j('Knowledge-Based Systems', { full: ['Knowledge-Based Systems'] }),
  j('Expert Systems with Applications', { acr: ['ESWA'] }),
  j('IEEE Access', { acr: ['IEEE Access'] }),
  // IEEE's open journal of its Communications Society, cited by its acronym OJ-COMS (earlier sets label it IEEE OJ-COMS; the
  // other IEEE open journals keep their names as written).
  j('IEEE OJ-COMS', { acr: ['IEEE OJ-COMS', 'OJ-COMS'], full: ['IEEE Open Journal of the Communications Society', 'Open Journal of the Communications Society'] }),
  j('ISPRS JPRS', { acr: ['ISPRS JPRS'], full: ['ISPRS Journal of Photogrammetry and Remote Sensing', 'Journal of Photogrammetry and Remote Sensing'] }),
  j('Computer Speech & Language', { full: ['Computer Speech and Language'] }),
  j('Electronics Letters', { full: ['Electronics Letters'] }),
  j('Communications Earth & Environment', { full: ['Communications Earth & Environment', 'Communications Earth and Environment'] }),
  j('Nature Machine Intelligence', { full: ['Nature Machine Intelligence'] }),
  j('Nature Communications', { full: ['Nature Communications', 'Nat. Commun.'] }),
  // A journal of every field, not a physical-science one: cited by its printed name (README), as Nature Communications.
  j('Scientific Reports', { full: ['Scientific Reports', 'Sci. Rep.'] }),
  j('PNAS', { acr: ['PNAS'], full: ['Proceedings of the National Academy of Sciences', 'Proc. Natl. Acad. Sci.'] }),
  j('Nature', { weak: ['Nature'] }),
  j('Science', { weak: ['Science'] }),
];

/** Physics, astronomy and mathematics journals, under their ISO-4 abbreviations. */
export const SCIENCE_JOURNALS: VenueDef[] = [
  j('Phys. Rev. Lett.', { cs: ['PRL'], full: ['Phys. Rev. Lett.', 'Physical Review Letters', 'Phys. Rev. Letters'] }),
  j('Phys. Rev. X', { full: ['Phys. Rev. X', 'Physical Review X'] }),
  j('PRX Quantum', { full: ['PRX Quantum'] }),
  j('Phys. Rev. Research', { full: ['Phys. Rev. Research', 'Physical Review Research'] }),
  j('Phys. Rev. Applied', { full: ['Phys. Rev. Applied', 'Physical Review Applied'] }),
  ...['A', 'B', 'C', 'D', 'E'].map((l) => j(`Phys. Rev. ${l}`, { cs: [`PR${l}`], full: [`Phys. Rev. ${l}`, `Physical Review ${l}`] })),
  j('Rev. Mod. Phys.', { full: ['Rev. Mod. Phys.', 'Reviews of Modern Physics'] }),
  j('Phys. Lett. A', { full: ['Phys. Lett. A', 'Physics Letters A'] }),
  j('Phys. Lett. B', { full: ['Phys. Lett. B', 'Physics Letters B'] }),
  j('Nucl. Phys. A', { full: ['Nucl. Phys. A', 'Nuclear Physics A'] }),
  j('Nucl. Phys. B', { full: ['Nucl. Phys. B', 'Nuclear Physics B'] }),
  j('Phys. Rep.', { full: ['Phys. Rep.', 'Phys. Rept.', 'Physics Reports'] }),
  j('JHEP', { acr: ['JHEP'], full: ['Journal of High Energy Physics', 'J. High Energy Phys.'] }),
  j('JCAP', { acr: ['JCAP'], full: ['Journal of Cosmology and Astroparticle Physics', 'J. Cosmol. Astropart. Phys.'] }),
  j('Class. Quantum Grav.', { full: ['Class. Quant. Grav.', 'Class. Quantum Grav.', 'Classical and Quantum Gravity'] }),
  j('Eur. Phys. J. C', { full: ['Eur. Phys. J. C', 'European Physical Journal C'] }),
  j('Eur. Phys. J. B', { full: ['Eur. Phys. J. B', 'European Physical Journal B'] }),
  j('Eur. Phys. J. A', { full: ['Eur. Phys. J. A', 'European Physical Journal A'] }),
  j('EPL', { cs: ['EPL'], full: ['Europhys. Lett.', 'Europhysics Letters'] }),
  j('New J. Phys.', { full: ['New J. Phys.', 'New Journal of Physics'] }),
  j('J. Phys. A', { full: ['J. Phys. A', 'Journal of Physics A'] }),
  j('J. Phys. B', { full: ['J. Phys. B', 'Journal of Physics B'] }),
  j('J. Phys.: Condens. Matter', { full: ['J. Phys.: Condens. Matter', 'J. Phys. Condens. Matter', 'Journal of Physics: Condensed Matter'] }),
  j('J. Phys. G', { full: ['J. Phys. G', 'Journal of Physics G'] }),
  j('J. Math. Phys.', { full: ['J. Math. Phys.', 'Journal of Mathematical Physics'] }),
  j('Commun. Math. Phys.', { full: ['Commun. Math. Phys.', 'Comm. Math. Phys.', 'Communications in Mathematical Physics'] }),
  j('Lett. Math. Phys.', { full: ['Lett. Math. Phys.', 'Letters in Mathematical Physics'] }),
  j('Ann. Phys.', { full: ['Annals Phys.', 'Ann. Phys.', 'Annals of Physics'] }),
  j('Mod. Phys. Lett. A', { full: ['Mod. Phys. Lett. A', 'Modern Physics Letters A'] }),
  j('Int. J. Mod. Phys. A', { full: ['Int. J. Mod. Phys. A', 'International Journal of Modern Physics A'] }),
  j('Int. J. Mod. Phys. D', { full: ['Int. J. Mod. Phys. D', 'International Journal of Modern Physics D'] }),
  j('Prog. Theor. Phys.', { full: ['Prog. Theor. Phys.', 'Progress of Theoretical Physics'] }),
  j('J. Stat. Mech.', { full: ['J. Stat. Mech.', 'Journal of Statistical Mechanics'] }),
  j('J. Stat. Phys.', { full: ['J. Stat. Phys.', 'Journal of Statistical Physics'] }),
  // Physica, a one-word title, is kept whole by ISO-4 ("Physica E", not JabRef's "Phys. E").
  ...['A', 'B', 'C', 'D', 'E'].map((l) => j(`Physica ${l}`, { full: [`Physica ${l}`] })),
  j('Appl. Phys. Lett.', { cs: ['APL'], full: ['Appl. Phys. Lett.', 'Applied Physics Letters'] }),
  j('J. Appl. Phys.', { full: ['J. Appl. Phys.', 'Journal of Applied Physics'] }),
  j('J. Chem. Phys.', { full: ['J. Chem. Phys.', 'Journal of Chemical Physics'] }),
  j('Opt. Express', { full: ['Opt. Express', 'Optics Express'] }),
  j('Opt. Lett.', { full: ['Opt. Lett.', 'Optics Letters'] }),
  j('Nat. Phys.', { full: ['Nature Phys.', 'Nat. Phys.', 'Nature Physics'] }),
  j('Nucl. Instrum. Methods Phys. Res., Sect. A', { full: ['Nucl. Instrum. Methods Phys. Res., Sect. A', 'Nucl. Instrum. Meth. A', 'Nucl. Instrum. Methods Phys. Res. A', 'Nuclear Instruments and Methods in Physics Research A'] }),
  j('Quantum', { full: ['Quantum journal'] }),
  j('ApJ', { acr: ['ApJ'], full: ['Astrophys. J.', 'Astrophysical Journal', 'Astrophys.J.'] }),
  // "accepted for publication in ApJ Letters": the short name with the word written out, as "ApJ Lett." (sets 85 part A).
  j('ApJL', { acr: ['ApJL', 'ApJ Lett.', 'ApJ Letters'], full: ['Astrophys. J. Lett.', 'Astrophysical Journal Letters'] }),
  // "the ApJ Supplement": the supplement series by the short name and the word, as "ApJ Lett." for the letters.
  j('ApJS', { acr: ['ApJS', 'ApJ Supplement', 'ApJ Suppl.'], full: ['Astrophys. J. Suppl.', 'Astrophysical Journal Supplement'] }),
  // "Accepted for publication in AJ": the Astronomical Journal's own two capitals, in this case only.
  j('AJ', { cs: ['AJ'], full: ['Astron. J.', 'Astronomical Journal'] }),
  // The AAS's research notes: "RNAAS", "Research Notes of the AAS" (RNAAS in the journals' own citations).
  j('RNAAS', { acr: ['RNAAS'], full: ['Research Notes of the AAS', 'Research Notes of the American Astronomical Society', 'Res. Notes AAS'] }),
  // The AAS's bulletin, cited as BAAS (its own name for it; round v283: "Bulletin of the AAS, 54(6)." named by the
  // society's acronym spelled out, labelled BAAS in set 52).
  j('BAAS', { acr: ['BAAS'], full: ['Bulletin of the American Astronomical Society', 'Bull. Am. Astron. Soc.'] }),
  j('MNRAS', { acr: ['MNRAS'], full: ['Mon. Not. Roy. Astron. Soc.', 'Mon. Not. R. Astron. Soc.', 'Monthly Notices of the Royal Astronomical Society'] }),
  // Its Letters section is the journal (as "A&A Letters"): "Accepted for publication in Astronomy & Astrophysics Letters".
  j('A&A', { acr: ['A&A'], full: ['Astron. Astrophys.', 'Astronomy and Astrophysics', 'Astronomy & Astrophysics', 'Astronomy and Astrophysics Letters', 'Astronomy & Astrophysics Letters'] }),
  j('PASP', { acr: ['PASP'], full: ['Publ. Astron. Soc. Pac.', 'Publications of the Astronomical Society of the Pacific'] }),
  j('PASA', { acr: ['PASA'], full: ['Publ. Astron. Soc. Aust.', 'Publications of the Astronomical Society of Australia'] }),
  j('PASJ', { acr: ['PASJ'], full: ['Publ. Astron. Soc. Jap.', 'Publications of the Astronomical Society of Japan'] }),
  j('Adv. Math.', { full: ['Adv. Math.', 'Advances in Mathematics'] }),
  j('Ann. Math.', { full: ['Ann. Math.', 'Ann. of Math.', 'Annals of Mathematics'] }),
  j('Invent. Math.', { full: ['Invent. Math.', 'Inventiones Mathematicae'] }),
  j('Duke Math. J.', { full: ['Duke Math. J.', 'Duke Mathematical Journal'] }),
  j('Math. Ann.', { full: ['Math. Ann.', 'Mathematische Annalen'] }),
  j('J. Algebra', { full: ['J. Algebra', 'Journal of Algebra'] }),
  j('J. Funct. Anal.', { full: ['J. Funct. Anal.', 'Journal of Functional Analysis'] }),
  j('Trans. Amer. Math. Soc.', { full: ['Trans. Amer. Math. Soc.', 'Transactions of the American Mathematical Society'] }),
  j('Proc. Amer. Math. Soc.', { full: ['Proc. Amer. Math. Soc.', 'Proceedings of the American Mathematical Society'] }),
  j('J. Reine Angew. Math.', { full: ['J. Reine Angew. Math.', 'Journal für die reine und angewandte Mathematik', "Crelle's Journal"] }),
  // ISO-4 "Not." (JabRef's ubc list and the labels), not MathSciNet's "Int. Math. Res. Notices" (the ams list, read first
  // before: round v281, set 281 part A); its own acronym "to appear in IMRN", as printed in "Int Math Res Notices, IMRN".
  j('Int. Math. Res. Not.', { acr: ['IMRN'], full: ['Int. Math. Res. Not.', 'Int. Math. Res. Notices', 'International Mathematics Research Notices'] }),
  j('Compos. Math.', { full: ['Compos. Math.', 'Compositio Mathematica'] }),
  j('Comm. Pure Appl. Math.', { full: ['Comm. Pure Appl. Math.', 'Communications on Pure and Applied Mathematics'] }),
  // SIAM's journals are cited by SIAM's own acronyms ("accepted in SIMA"), which the lists lack; the ones CCF lists
  // (SICOMP, SIIMS, SIDMA) keep CCF's names. Named by their ISO-4 abbreviations, as the other maths journals.
  ...([
    ['SIAM J. Math. Anal.', 'SIMA', 'SIAM Journal on Mathematical Analysis'],
    ['SIAM J. Numer. Anal.', 'SINUM', 'SIAM Journal on Numerical Analysis'],
    ['SIAM J. Optim.', 'SIOPT', 'SIAM Journal on Optimization'],
    ['SIAM J. Control Optim.', 'SICON', 'SIAM Journal on Control and Optimization'],
    ['SIAM J. Sci. Comput.', 'SISC', 'SIAM Journal on Scientific Computing'],
    ['SIAM J. Matrix Anal. Appl.', 'SIMAX', 'SIAM Journal on Matrix Analysis and Applications'],
    ['SIAM J. Appl. Math.', 'SIAP', 'SIAM Journal on Applied Mathematics'],
    ['SIAM J. Appl. Dyn. Syst.', 'SIADS', 'SIAM Journal on Applied Dynamical Systems'],
    ['SIAM J. Appl. Algebra Geom.', 'SIAGA', 'SIAM Journal on Applied Algebra and Geometry'],
    ['SIAM J. Financial Math.', 'SIFIN', 'SIAM Journal on Financial Mathematics'],
    ['SIAM J. Math. Data Sci.', 'SIMODS', 'SIAM Journal on Mathematics of Data Science'],
    ['SIAM Rev.', 'SIREV', 'SIAM Review'],
  ] as const).map(([name, acronym, full]) => j(name, { cs: [acronym], full: [full, name] })),
  j('J. Combin. Theory Ser. A', { full: ['J. Combin. Theory Ser. A', 'J. Combin. Theory A', 'Journal of Combinatorial Theory, Series A'] }),
];
