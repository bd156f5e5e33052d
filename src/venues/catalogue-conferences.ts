import type { VenueDef } from './catalogue-types.ts';

const c = (name: string, month: number, rest: Partial<VenueDef> = {}): VenueDef => ({ name, kind: 'conference', month, ...rest });

/**
 * Hand-kept facts about conferences that the reference lists lack: usual month, notification lag, ordinal base year,
 * odd/even cycle, former and co-branded names (NIPS, IJCAI-ECAI), workshop-suffixed tags (CVPRW), symposia and
 * workshops that are venues of their own. Ranks and list names are merged in from data/venues/catalogue-lists.json by
 * scripts/build-venue-catalogue.ts (into data/venues/catalogue.json; after editing these, run it with --merge-only).
 */
export const CONFERENCES: VenueDef[] = [
  // machine learning
  c('ICML', 7, { lag: 2, base: 1983, acr: ['ICML'], full: ['Intl. Conf. on Machine Learning'] }),
  c('NeurIPS', 12, { base: 1986, acr: ['NeurIPS', 'NIPS'], full: ['Neural Information Processing Systems', 'Advances in Neural Information Processing Systems'] }),
  c('ICLR', 4, { base: 2012, acr: ['ICLR'] }),
  c('EurIPS', 12, { base: 2024, acr: ['EurIPS'], note: 'European NeurIPS satellite; kept separate from NeurIPS' }),
  c('COLM', 10, { acr: ['COLM'] }),
  c('AISTATS', 5, { base: 1997, acr: ['AISTATS'] }),
  c('UAI', 7, { lag: 2, base: 1984, weak: ['UAI'] }),
  c('COLT', 7, { lag: 2, base: 1987, weak: ['COLT'] }),
  c('ALT', 2, { weak: ['ALT'] }),
  c('ACML', 12, { acr: ['ACML'] }),
  c('ICMLA', 12, { acr: ['ICMLA'], full: ['International Conference on Machine Learning and Applications'] }),
  // ECML PKDD's journal track presents papers of Machine Learning and Data Mining and Knowledge Discovery.
  c('ECML PKDD', 9, { acr: ['ECML PKDD', 'ECML/PKDD', 'ECMLPKDD', 'ECML'], programmes: ['journal track'] }),
  c('CPAL', 3, { acr: ['CPAL'] }),
  c('LoG', 12, { weak: ['LoG'] }),
  c('AutoML-Conf', 9, { acr: ['AutoML-Conf', 'AutoML Conf'], full: ['International Conference on Automated Machine Learning'] }),
  c('MIDL', 7, { acr: ['MIDL'], full: ['Medical Imaging with Deep Learning'] }),
  c('CHIL', 6, { acr: ['CHIL'], full: ['Conference on Health, Inference, and Learning'] }),
  c('MLHC', 8, { acr: ['MLHC'], full: ['Machine Learning for Healthcare Conference'] }),
  c('IJCNN', 7, { acr: ['IJCNN'] }),
  c('ICANN', 9, { base: 1991, acr: ['ICANN'] }),
  c('ICONIP', 12, { acr: ['ICONIP'] }),
  // The IEEE International Conference on Federated Learning Technologies and Applications (Dubrovnik, October 2025).
  c('FLTA', 10, { acr: ['FLTA'], full: ['International Conference on Federated Learning Technologies and Applications'] }),
  // The IEEE Conference on Secure and Trustworthy Machine Learning, cited as SaTML ("IEEE SaTML 2026", "(SaTML2025)"; the
  // lists print SATML). Held in the spring (Toronto April 2024, Copenhagen April 2025, Munich March 2026).
  c('SaTML', 4, { base: 2022, acr: ['SaTML'], full: ['IEEE Conference on Secure and Trustworthy Machine Learning', 'Conference on Secure and Trustworthy Machine Learning'] }),
  // artificial intelligence
  // AAAI's special tracks on AI for Social Impact and on Safe, Robust and Responsible AI (its calls for papers).
  c('AAAI', 2, { base: 1986, acr: ['AAAI'], tracks: ['AISI', 'SRRAI'] }),
  // IJCAI's journal track presents papers of AIJ and JAIR; ECAI's PAIS (Prestigious Applications of Intelligent Systems)
  // is a conference held within it, a programme of its own.
  c('IJCAI', 8, { base: 1991, acr: ['IJCAI-ECAI', 'IJCAI'], note: 'IJCAI-ECAI joint editions are IJCAI', programmes: ['journal track'] }),
  c('ECAI', 10, { base: 1997, acr: ['ECAI'], tracks: ['PAIS'] }),
  c('AAMAS', 5, { base: 2001, acr: ['AAMAS'] }),
  c('KR', 11, { weak: ['KR'] }),
  c('ICAPS', 6, { acr: ['ICAPS'] }),
  c('ICWSM', 6, { base: 2006, acr: ['ICWSM'] }),
  // The lists print "IEEE CEC"; its papers write CEC, also inside IEEE WCCI, the congress that hosts it ("WCCI/CEC 2026").
  c('CEC', 7, { acr: ['IEEE CEC'], weak: ['CEC'], full: ['IEEE Congress on Evolutionary Computation', 'Congress on Evolutionary Computation'] }),
  c('AIES', 10, { base: 2017, acr: ['AIES'], full: ['AAAI/ACM Conference on AI, Ethics, and Society', 'AAAI/ACM Conference on AI, Ethics and Society', 'Conference on AI, Ethics, and Society'] }),
  c('FAccT', 6, { acr: ['FAccT', 'FAT*'], full: ['ACM Conference on Fairness, Accountability, and Transparency'] }),
  c('IEEE CAI', 5, { acr: ['IEEE CAI'], full: ['IEEE Conference on Artificial Intelligence'] }),
  // The Canadian Conference on Artificial Intelligence (its 38th edition was held in 2025), also cited as CanAI; "Canadian AI"
  // is read as written next to a status cue (generic-venue.ts), so a bare "Canadian AI 2025 baselines" names no venue.
  c('Canadian AI', 5, { base: 1987, acr: ['CanAI'], full: ['Canadian Conference on Artificial Intelligence'] }),
  c('AIED', 7, { base: 1999, acr: ['AIED'], full: ['International Conference on Artificial Intelligence in Education'] }),
  c('LAK', 3, { base: 2010, acr: ['LAK'], full: ['International Conference on Learning Analytics and Knowledge', 'International Learning Analytics and Knowledge Conference', 'Learning Analytics and Knowledge Conference'] }),
  c('AIET', 12, { base: 2019, acr: ['AIET'], full: ['International Conference on Artificial Intelligence in Education Technology'] }),
  // The Intelligent Systems Conference (IntelliSys; SAI, held each September, Amsterdam 2025 and 2026; 12th = 2026), labelled
  // IntelliSys in every set, written by its spelled name too ("Accepted at 12th Intelligent Systems Conference 2026": read
  // under that name before, sets 72, 226 and 263; round v263).
  c('IntelliSys', 9, { base: 2014, acr: ['IntelliSys'], full: ['Intelligent Systems Conference'] }),
  // The Conference on Software Engineering Education and Training (CSEE&T 2025, its 37th edition, met with ICSE in April).
  c('CSEE&T', 4, { base: 1988, acr: ['CSEE&T'], full: ['International Conference on Software Engineering Education and Training', 'Conference on Software Engineering Education and Training'] }),
  // computer vision and graphics
  c('CVPR', 6, { lag: 4, acr: ['CVPR', 'CVPRW', 'CVPRw', 'CVPRF'], full: ['Computer Vision and Pattern Recognition'] }), // CVPRF: CVPR Findings (from 2026)
  c('ICCV', 10, { every: 'odd', base: 1985, acr: ['ICCV', 'ICCVW'] }),
  c('ECCV', 9, { every: 'even', base: 1988, acr: ['ECCV', 'ECCVW'] }),
  c('WACV', 2, { acr: ['WACV', 'WACVW'] }),
  // VISAPP, the computer-vision conference of VISIGRAPP (held each February or March; Porto 2025, Marbella 2026).
  c('VISAPP', 2, { acr: ['VISAPP'], full: ['International Conference on Computer Vision Theory and Applications'] }),
  c('BMVC', 11, { base: 1989, acr: ['BMVC'] }),
  // ICIAP, the International Conference on Image Analysis and Processing (CVPL; Udine September 2023, Rome September 2025:
  // its 22nd and 23rd editions, after the 21st in 2022, so no ordinal base), labelled ICIAP in every set and written by its
  // spelled name too ("Accepted at 23rd edition of International Conference on Image Analysis and Processing 2025": read
  // under that name before; round v265, set 265 part A).
  c('ICIAP', 9, { acr: ['ICIAP'], full: ['International Conference on Image Analysis and Processing'] }),
  c('ACCV', 12, { every: 'even', acr: ['ACCV'] }),
  // AVSS, the IEEE International Conference on Advanced Video and Signal-Based Surveillance (the reference list's name,
  // data/venues/sources/cs-confs-br-list.txt), renamed Advanced Visual and Signal-Based Systems by IEEE (its 20th edition,
  // 2024, onwards); the 22nd edition is 2026 (base 2004). Written by the new name with no acronym, it was read as the name
  // as written (round v269, set 270 part A; sets 84, 96, 162 and 270 label AVSS).
  c('AVSS', 8, { base: 2004, acr: ['AVSS'], full: ['International Conference on Advanced Video and Signal-Based Surveillance', 'International Conference on Advanced Visual and Signal-Based Systems'] }),
  // IVA, the ACM International Conference on Intelligent Virtual Agents (held each September: Reykjavik 2011, its 11th
  // edition; Berlin 2025, its 25th), cited by its spelled name in journal-refs ("In Proceedings of the 11th International
  // Conference on Intelligent Virtual Agents, 2011": read as written before; round v267, set 268 part A). "IVA" alone is
  // weak (a word in other languages, VAT): counted next to a year or after the name only.
  c('IVA', 9, { base: 2000, weak: ['IVA'], full: ['International Conference on Intelligent Virtual Agents'] }),
  c('3DV', 3, { acr: ['3DV'] }),
  c('ICIP', 9, { base: 1993, acr: ['ICIP'] }),
  // ICPR 27th = 2024 (Kolkata), 28th = 2026 (Lyon): a biennial ordinal is base + 2N (ICCV 20th = 2025, ECCV 19th = 2026 above).
  // Held in August (Montreal 2022, Lyon 2026; Kolkata 2024 was a December exception): with December a paper posted in
  // July 2026 "accepted by ICPR" was read as 2024, before the 2026 decisions (round vpool3, set 319 part A).
  c('ICPR', 8, { every: 'even', base: 1970, acr: ['ICPR'] }),
  // CCF lists it as "VR"; it is cited as IEEE VR (a bare "VR" counts only next to a year or a status cue).
  c('IEEE VR', 3, { programmes: ['posters'], acr: ['IEEE VR', 'IEEEVR'], weak: ['VR'] }),
  c('ICDAR', 9, { acr: ['ICDAR'] }),
  c('FG', 5, { base: 2006, weak: ['FG'], full: ['Automatic Face and Gesture Recognition'] }),
  c('ICME', 7, { acr: ['ICME'] }),
  c('ICMR', 6, { acr: ['ICMR'], full: ['International Conference on Multimedia Retrieval'] }),
  c('ACM MM', 10, { base: 1992, acr: ['ACM MM', 'ACMMM', 'ACM Multimedia'], weak: ['MM'], full: ['ACM International Conference on Multimedia'] }),
  c('SIGGRAPH Asia', 12, { programmes: ['posters'], acr: ['SIGGRAPH Asia'] }),
  c('SIGGRAPH', 8, { programmes: ['posters'], acr: ['SIGGRAPH'] }),
  c('Eurographics', 5, { programmes: ['posters'], acr: ['Eurographics'] }),
  c('Pacific Graphics', 10, { acr: ['Pacific Graphics'] }),
  // The ACM/EG High-Performance Graphics symposium, labelled HPG ("Symposium on High Performance Graphics (HPG)", set 9;
  // "Published at High-Performance Graphics 2025", set 246 part A: the spelled name read as a venue of that name). "HPG"
  // weak: the capitals name it only beside a year or after the spelled name.
  c('HPG', 6, { weak: ['HPG'], full: ['High-Performance Graphics', 'High Performance Graphics'] }),
  c('MICCAI', 10, { lag: 4, base: 1997, acr: ['MICCAI'], full: ['Medical Image Computing and Computer Assisted Intervention', 'Medical Image Computing and Computer-Assisted Intervention'] }),
  c('ISBI', 4, { base: 2003, acr: ['ISBI'], full: ['International Symposium on Biomedical Imaging'] }),
  // The CCF list's AMIA (DBLP conf/amia, "American Medical Informatics Association Annual Symposium") is the Annual
  // Symposium, as the labels name it, apart from AMIA's spring Informatics Summit (set 85 part A). Held in November (so
  // "Under review AMIA Symposium" in March is that year's edition) and in March; the acronym weak, as the list keeps it
  // ("10 pages, 3 figures, AMIA" names no venue).
  c('AMIA Annual Symposium', 11, { weak: ['AMIA'], full: ['American Medical Informatics Association Annual Symposium', 'AMIA Annual Symposium', 'AMIA Symposium'] }),
  c('AMIA Informatics Summit', 3, { full: ['AMIA Informatics Summit', 'AMIA Amplify Informatics Summit'] }),
  c('IPMI', 6, { acr: ['IPMI'], full: ['Information Processing in Medical Imaging'] }),
  c('IGARSS', 7, { acr: ['IGARSS'], full: ['International Geoscience and Remote Sensing Symposium'] }),
  // SPIE Sensors + Imaging, SPIE's European symposium of sensing and imaging conferences (held each September: Edinburgh
  // 2024, Madrid 2025), labelled so in sets 317, 319 and 322: "Submitted to SPIE Sensors + Imaging 2026" and "To be
  // presented at SPIE: Sensors + Imaging, Artificial Intelligence for … IV" read nothing (the "+" ends the generic
  // readers' names; rounds vpool2, vpool3 and vpool5). Only with SPIE before it: a bare "Sensors + Imaging" (set 55) is
  // still read as written.
  c('SPIE Sensors + Imaging', 9, { full: ['SPIE Sensors + Imaging', 'SPIE: Sensors + Imaging'] }),
  // SPIE Defense + Commercial Sensing, SPIE's spring symposium of sensing conferences in the United States (held each April:
  // National Harbor 2024, Orlando 2025), and SPIE Security + Defence, its European autumn one (September, with SPIE
  // Remote Sensing), labelled "SPIE Defense and Commercial Sensing" (sets 172, 174 and 236 part A) and "SPIE Security +
  // Defense" (set 190 part A); read nothing, the "+" or the comma after SPIE ending the generic readers' names (round
  // vleft4). Only with SPIE before the name, as Sensors + Imaging above.
  c('SPIE Defense and Commercial Sensing', 4, { full: ['SPIE Defense and Commercial Sensing', 'SPIE Defense + Commercial Sensing', 'SPIE, Defense and Commercial Sensing', 'SPIE, Defense + Commercial Sensing', 'SPIE: Defense + Commercial Sensing', 'SPIE Defense & Commercial Sensing'] }),
  c('SPIE Security + Defense', 9, { full: ['SPIE Security + Defense', 'SPIE Security + Defence', 'SPIE: Security + Defence', 'SPIE Security and Defence', 'SPIE Security & Defence'] }),
  // The Annual Conference (or Meeting) of the Cognitive Science Society, labelled CogSci in every set (19 entries); the
  // lists give only "Meeting of the Cognitive Science Society", so "Proceedings of the 47th Annual Conference of the
  // Cognitive Science Society" was read under its spelled name (set 250 part A). 47th = 2025.
  c('CogSci', 7, { base: 1978, acr: ['CogSci'], full: ['Annual Conference of the Cognitive Science Society', 'Annual Meeting of the Cognitive Science Society', 'Cognitive Science Society Annual Conference'] }),
  // The International Conference on Information Fusion (ISIF), labelled FUSION (sets 245 and earlier: "IEEE 2026 29th
  // International Conference on Information Fusion", a false main by name before). Only the spelled conference name and
  // the capitals beside a year (weak: "Sensor FUSION 2026 challenge", "Multimodal FUSION benchmark" name nothing): the
  // journal Information Fusion keeps its own name (weakFull of the lists, never inside a longer name).
  c('FUSION', 7, { base: 1997, weak: ['FUSION'], full: ['International Conference on Information Fusion'] }),
  // The joint ACM IKDD CODS and COMAD conference (December / January), labelled CODS-COMAD in every set, "CODS" alone
  // included ("Accepted in CODS 2025", set 248 part A: a false main by name before); "CODS" weak (beside a year only).
  c('CODS-COMAD', 12, { acr: ['CODS-COMAD', 'CODS COMAD'], weak: ['CODS'] }),
  // language
  c('ACL', 7, { base: 1962, acr: ['ACL', 'ACL-IJCNLP'], cs: ['ARR'], full: ['Annual Meeting of the Association for Computational Linguistics', 'ACL Rolling Review'] }),
  c('EMNLP', 11, { base: 1995, acr: ['EMNLP'], full: ['Empirical Methods in Natural Language Processing'] }),
  c('NAACL', 5, { acr: ['NAACL', 'NAACL-HLT'], full: ['Nations of the Americas Chapter of the Association for Computational Linguistics'] }),
  c('EACL', 3, { lag: 2, acr: ['EACL'], full: ['European Chapter of the Association for Computational Linguistics'] }),
  c('AACL', 12, { acr: ['IJCNLP-AACL', 'AACL-IJCNLP', 'AACL'], full: ['Asia-Pacific Chapter of the Association for Computational Linguistics'] }),
  c('LREC-COLING', 5, { acr: ['LREC-COLING'] }),
  c('COLING', 1, { acr: ['COLING'] }),
  c('LREC', 5, { acr: ['LREC'], full: ['Language Resources and Evaluation Conference', 'International Conference on Language Resources and Evaluation'] }),
  c('CoNLL', 11, { acr: ['CoNLL'] }),
  // The Joint Conference on Lexical and Computational Semantics, held beside an ACL conference and cited by its starred
  // acronym ("In *SEM 2026"); a conference of its own (earlier sets label it *SEM).
  // The ACL Anthology and authors also spell it out as StarSEM ("accepted at starsem 2026", set 242 part A).
  c('*SEM', 7, { acr: ['*SEM', 'StarSEM'], full: ['Joint Conference on Lexical and Computational Semantics'] }),
  // SIGDIAL spelled out as its meeting ("the 26th Annual Meeting of the Special Interest Group on Discourse and Dialogue"),
  // read under that long name before (round v289); its 1st meeting was in 2000, so the Nth is in 1999 + N.
  c('SIGDIAL', 9, { base: 1999, acr: ['SIGDIAL'], full: ['Annual Meeting of the Special Interest Group on Discourse and Dialogue', 'Meeting of the Special Interest Group on Discourse and Dialogue', 'Special Interest Group on Discourse and Dialogue', 'SIGdial Meeting on Discourse and Dialogue'] }),
  c('INLG', 9, { acr: ['INLG'], full: ['International Natural Language Generation Conference'] }),
  c('CLiC-it', 9, { base: 2014, acr: ['CLiC-it', 'CLiCit'], full: ['Italian Conference on Computational Linguistics'] }),
  c('RANLP', 9, { acr: ['RANLP'] }),
  // speech and signal processing
  c('Interspeech', 8, { base: 1999, acr: ['Interspeech'] }),
  c('ICASSP', 5, { lag: 4, base: 1975, acr: ['ICASSP'], full: ['International Conference on Acoustics, Speech and Signal Processing', 'International Conference on Acoustics, Speech, and Signal Processing'] }),
  c('ASRU', 12, { every: 'odd', acr: ['ASRU'] }),
  c('SLT', 12, { every: 'even', weak: ['SLT'], full: ['Spoken Language Technology Workshop'] }),
  c('EUSIPCO', 9, { base: 1992, acr: ['EUSIPCO'] }),
  c('ISCAS', 5, { acr: ['ISCAS'] }),
  c('ISMIR', 9, { acr: ['ISMIR'], full: ['International Society for Music Information Retrieval Conference'] }),
  // The IEEE Radar Conference, cited as RadarConf ("RadarConf26", sets 18 and 245) or by its name with the society
  // ("IEEE Radar Conference 2026", set 252 part A: read as an unlisted name before, a false main by name). Only the
  // IEEE-led name: the European Radar Conference (EuRAD) and other "… Radar Conference"s keep their own names.
  c('RadarConf', 5, { acr: ['RadarConf'], full: ['IEEE Radar Conference'] }),
  // robotics and vehicles
  c('ICRA', 5, { lag: 4, acr: ['ICRA'] }),
  c('IROS', 10, { lag: 4, acr: ['IROS'] }),
  c('CoRL', 11, { base: 2016, acr: ['CoRL'] }),
  c('RSS', 7, { weak: ['RSS'], full: ['Robotics: Science and Systems'] }),
  // The sponsor may be written apart from the name, an ordinal between ("IEEE-RAS 24th International Conference on Humanoid Robots").
  c('Humanoids', 11, { full: ['IEEE-RAS International Conference on Humanoid Robots', 'International Conference on Humanoid Robots'] }),
  c('ITSC', 10, { base: 1997, acr: ['ITSC'], full: ['International Conference on Intelligent Transportation Systems', 'Intelligent Transportation Systems Conference'] }),
  c('IV', 6, { base: 1989, weak: ['IV'], full: ['Intelligent Vehicles Symposium'] }),
  // Venues the shipped lists lack (CORE ranks them, but its list has no licence): named as their communities cite them.
  c('HRI', 3, { base: 2005, weak: ['HRI'], full: ['ACM/IEEE International Conference on Human-Robot Interaction', 'International Conference on Human-Robot Interaction'] }),
  c('RoboCup Symposium', 7, { base: 1997, full: ['RoboCup International Symposium', 'RoboCup Symposium'] }),
  // IFAC's World Congress, every three years (2023, 2026): "IFAC WC 2026".
  c('IFAC WC', 7, { acr: ['IFAC WC'], full: ['IFAC World Congress'] }),
  // The Artificial Life conference, cited as ALIFE or ALife (not the journal Artificial Life, not IEEE's ALIFE-CIS).
  c('ALife', 7, { weak: ['ALIFE', 'ALife'], full: ['Conference on Artificial Life', 'International Conference on Artificial Life', 'Artificial Life Conference'] }),
  // i-SAIRAS, every other year (Brisbane, November 2024), cited by its acronym or its full name.
  c('i-SAIRAS', 11, { every: 'even', acr: ['i-SAIRAS', 'iSAIRAS'], full: ['International Symposium on Artificial Intelligence, Robotics and Automation in Space'] }),
  // The European Conference on Technology Enhanced Learning, cited as EC-TEL (also written ECTEL).
  c('EC-TEL', 9, { acr: ['EC-TEL', 'ECTEL'], full: ['European Conference on Technology Enhanced Learning'] }),
  // data mining, web, information retrieval
  c('KDD', 8, { base: 1994, acr: ['KDD', 'SIGKDD'], full: ['Conference on Knowledge Discovery and Data Mining'] }),
  c('WWW', 4, { base: 1991, weak: ['WWW', 'TheWebConf'], full: ['Web Conference', 'ACM Web Conference', 'International World Wide Web Conference'] }),
  c('SIGIR', 7, { base: 1977, acr: ['SIGIR'] }),
  // SIGIR-AP, the ACM SIGIR Conference on Information Retrieval in the Asia Pacific (December): its own conference, not
  // SIGIR (sets 88, 116 label it SIGIR-AP).
  c('SIGIR-AP', 12, { acr: ['SIGIR-AP'], full: ['SIGIR Conference on Information Retrieval in the Asia Pacific', 'International ACM SIGIR Conference on Information Retrieval in the Asia Pacific'] }),
  c('CIKM', 11, { base: 1991, acr: ['CIKM'] }),
  c('WSDM', 3, { base: 2007, acr: ['WSDM'], full: ['Conference on Web Search and Data Mining'] }),
  c('RecSys', 9, { base: 2006, acr: ['RecSys'], full: ['ACM Conference on Recommender Systems'] }),
  c('ICDM', 11, { base: 2000, acr: ['ICDM'] }),
  c('SDM', 5, { weak: ['SDM'] }),
  c('PAKDD', 5, { acr: ['PAKDD'] }),
  c('ECIR', 4, { base: 1978, acr: ['ECIR'] }),
  // ESWC's former name (the European Semantic Web Conference, renamed Extended in 2011), still written: "23rd European Semantic
  // Web Conference" (round v261, set 262 part A).
  c('ESWC', 6, { base: 2003, acr: ['ESWC'], full: ['European Semantic Web Conference'] }),
  c('ISWC', 11, { programmes: ['posters'], acr: ['ISWC'] }),
  c('ICDE', 5, { acr: ['ICDE'] }),
  c('VLDB', 8, { acr: ['VLDB', 'PVLDB'] }),
  c('SIGMOD', 6, { acr: ['SIGMOD'] }),
  // theory, HCI, systems
  // GSI, every other year since 2013 (the 7th in 2025), cited by its spelled name without the acronym (round v289); the
  // capitals count only beside a year or after the spelled name (GSI is also a physics laboratory).
  c('GSI', 8, { every: 'odd', base: 2011, weak: ['GSI'], full: ['International Conference on Geometric Science of Information', 'Geometric Science of Information'] }),
  c('STOC', 6, { acr: ['STOC'], full: ['Symposium on Theory of Computing'] }),
  c('FOCS', 11, { acr: ['FOCS'] }),
  c('SODA', 1, { acr: ['SODA'], full: ['Symposium on Discrete Algorithms'] }),
  c('ICALP', 7, { acr: ['ICALP'], full: ['International Colloquium on Automata, Languages and Programming'] }),
  c('ITCS', 1, { acr: ['ITCS'], full: ['Innovations in Theoretical Computer Science'] }),
  c('ISIT', 7, { lag: 4, acr: ['ISIT'] }),
  // ICCS is also Conceptual Structures: only the full name is read as Computational Science (its first edition 2001).
  c('ICCS', 6, { base: 2000, full: ['International Conference on Computational Science'] }),
  c('ICNC', 2, { weak: ['ICNC'], full: ['International Conference on Computing, Networking and Communications'] }),
  // IEEE's communications flagships, cited in capitals or as written words ("Globecom 2025", "Infocom"): the acronyms are
  // no English words, so any case counts (the lists' acronyms count only as printed).
  c('GLOBECOM', 12, { acr: ['GLOBECOM'], full: ['IEEE Global Communications Conference', 'Global Communications Conference'] }),
  c('INFOCOM', 5, { acr: ['INFOCOM'], full: ['IEEE International Conference on Computer Communications'] }),
  // IEEE's Vehicular Technology Conference, twice a year (VTC-Spring, VTC-Fall: "VTC2026-Spring").
  c('VTC', 6, { acr: ['VTC'], full: ['IEEE Vehicular Technology Conference', 'Vehicular Technology Conference'] }),
  // The Asilomar Conference on Signals, Systems, and Computers (ACSSC), cited as Asilomar.
  c('Asilomar', 10, { acr: ['ACSSC'], full: ['Asilomar Conference on Signals, Systems, and Computers', 'Asilomar Conference on Signals, Systems and Computers'] }),
  // The European Conference on Networks and Communications, held since 2021 as the co-branded "EuCNC & 6G Summit".
  c('EuCNC', 6, { acr: ['EuCNC'], full: ['European Conference on Networks and Communications', 'EuCNC & 6G Summit', 'EuCNC and 6G Summit'] }),
  c('CHI', 4, { programmes: ['posters'], weak: ['CHI'], full: ['CHI Conference on Human Factors in Computing Systems'] }),
  // UbiComp is held jointly with ISWC (the International Symposium on Wearable Computers, not the semantic-web ISWC) and
  // co-branded "UbiComp/ISWC": that name is UbiComp's.
  c('UbiComp', 10, { acr: ['UbiComp/ISWC', 'UbiComp / ISWC'], weak: ['UbiComp'] }),
  // HICSS 59 was held in January 2026.
  c('HICSS', 1, { base: 1967, weak: ['HICSS'], full: ['Hawaii International Conference on System Sciences'] }),
  // CLEF (Conference and Labs of the Evaluation Forum): its evaluation labs are shared tasks, a programme of their own.
  c('CLEF', 9, { programmes: ['labs'], acr: ['CLEF'], full: ['Conference and Labs of the Evaluation Forum'] }),
  // HCI International (HCII), held each summer; its posters are a programme of their own (Springer CCIS "Posters" volumes).
  c('HCII', 7, { programmes: ['posters'], acr: ['HCII'], full: ['HCI International'] }),
  c('UIST', 10, { programmes: ['posters'], acr: ['UIST'], full: ['ACM Symposium on User Interface Software and Technology'] }),
  c('MLSys', 5, { acr: ['MLSys'] }),
  // symposia and workshops that are venues of their own
  { name: 'AAAI Fall Symposium', kind: 'symposium', month: 11, full: ['AAAI Fall Symposium', 'AAAI Fall Symposia', 'AAAI Fall Symposium Series'] },
  { name: 'AAAI Spring Symposium', kind: 'symposium', month: 3, full: ['AAAI Spring Symposium', 'AAAI Spring Symposia', 'AAAI Spring Symposium Series'] },
  { name: 'WMT', kind: 'workshop', month: 11, acr: ['WMT'], full: ['Conference on Machine Translation'] },
  { name: 'SemEval', kind: 'workshop', month: 7, acr: ['SemEval'], full: ['International Workshop on Semantic Evaluation'] },
  { name: 'BlackboxNLP', kind: 'workshop', month: 11, acr: ['BlackboxNLP'] },
  // ACL workshops authors cite by acronym alone ("BEA 2025", "Accepted at WAT 2025"), never a main track: the Workshop on
  // Innovative Use of NLP for Building Educational Applications (held with ACL or NAACL) and the Workshop on Asian
  // Translation. Case-sensitive: "Bea" and "wat" are words.
  { name: 'BEA', kind: 'workshop', month: 7, cs: ['BEA'], full: ['Workshop on Innovative Use of NLP for Building Educational Applications'] },
  { name: 'WAT', kind: 'workshop', cs: ['WAT'], full: ['Workshop on Asian Translation'] },
  // The Workshop on Open-Source Arabic Corpora and Processing Tools (OSACT, held with LREC, "OSACT7"): cited by its
  // acronym alone ("Accepted at OSACT 2026"), a workshop, never a main track.
  { name: 'OSACT', kind: 'workshop', month: 5, acr: ['OSACT'], full: ['Workshop on Open-Source Arabic Corpora and Processing Tools'] },
  // The ACL workshops on Computational Approaches to Discourse (CODI) and on Computational Models of Reference, Anaphora
  // and Coreference (CRAC), held jointly as CODI-CRAC: cited by their acronyms alone ("Accepted to CODI-CRAC 2026"),
  // workshops, never a main track. Case-sensitive.
  { name: 'CODI-CRAC', kind: 'workshop', cs: ['CODI-CRAC'] },
  { name: 'CRAC', kind: 'workshop', cs: ['CRAC'], full: ['Workshop on Computational Models of Reference, Anaphora and Coreference'] },
  { name: 'CODI', kind: 'workshop', cs: ['CODI'], full: ['Workshop on Computational Approaches to Discourse'] },
  // IEEE's workshop series on Machine Learning for Signal Processing, a venue of its own (cited as MLSP).
  { name: 'MLSP', kind: 'workshop', month: 9, acr: ['MLSP'], full: ['IEEE International Workshop on Machine Learning for Signal Processing', 'International Workshop on Machine Learning for Signal Processing'] },
  // The audio signal-processing workshops, venues of their own cited by their acronyms: IEEE WASPAA (October, odd years)
  // and IWAENC (September, even years).
  { name: 'WASPAA', kind: 'workshop', month: 10, every: 'odd', acr: ['WASPAA'], full: ['IEEE Workshop on Applications of Signal Processing to Audio and Acoustics', 'Workshop on Applications of Signal Processing to Audio and Acoustics'] },
  { name: 'IWAENC', kind: 'workshop', month: 9, every: 'even', acr: ['IWAENC'], full: ['International Workshop on Acoustic Signal Enhancement'] },
  // ACL workshop series authors cite by acronym alone ("Accepted to BioNLP 2025", "Accepted by ArgMining 2025"), and ISCA's
  // Speech and Language Technology in Education workshop ("accepted by SLaTE 2025"): workshops, never a main track
  // (README: a workshop with no host stated is its own venue); with a host stated, the host's workshop as before.
  { name: 'BioNLP', kind: 'workshop', month: 7, cs: ['BioNLP'], full: ['Workshop on Biomedical Natural Language Processing', 'Biomedical Natural Language Processing Workshop'] },
  { name: 'ArgMining', kind: 'workshop', month: 7, cs: ['ArgMining'], full: ['Workshop on Argument Mining'] },
  { name: 'SLaTE', kind: 'workshop', month: 8, cs: ['SLaTE'], full: ['Workshop on Speech and Language Technology in Education'] },
  // Round v287: the Workshop on African NLP (AfricaNLP, held with ICLR, EACL or ACL), cited by its name alone
  // ("Accepted at AfricaNLP 2026 (oral)"): a workshop, never a main track (as BioNLP, ArgMining); case-sensitive. With a
  // host stated, the host's workshop as before. (FEVER is not listed: set 91's label reads a bare "FEVER 2026" as main.)
  { name: 'AfricaNLP', kind: 'workshop', cs: ['AfricaNLP'], full: ['AfricaNLP Workshop'] },
  { name: 'MLMI', kind: 'workshop', month: 10, acr: ['MLMI'], full: ['International Conference on Machine Learning in Medical Imaging', 'Workshop on Machine Learning in Medical Imaging'] },
];
