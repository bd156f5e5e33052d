import { describe, expect, it } from 'vitest';
import { detectVenues } from './detect.ts';
import { otherTrackName, placeLabel, placeNames, programmeLabel, programmeOf, trackLabel } from './programme.ts';
import type { VenueTrack } from './cues.ts';

/** The programme named for each entry detected in a real comment (records of the arXiv snapshot, ids as given). */
function programmes(comments: string, id = '2605.00001'): (string | null)[] {
  return detectVenues({ id, comments, journalRef: null }).map((e) => programmeOf(e)?.en ?? null);
}

describe('programmeOf: the programme a paper of the track "other" is in (the arXiv snapshot)', () => {
  it("names a venue's hand-kept programmes: journal tracks, evaluation labs, posters", () => {
    expect(programmes('9 pages. Accepted to IJCAI 2025 Journal Track')).toEqual(['Journal Track']);
    expect(programmes('Notebook for the CheckThat! Lab at CLEF 2025', '2507.07539')).toEqual(['Lab']);
    expect(programmes('14 pages, 6 figures, accepted at CLEF 2025 CheckThat! Lab', '2507.11764')).toEqual(['Lab']);
    expect(programmes('Accepted to SIGGRAPH 2025 Poster', '2506.16159')).toEqual(['Poster']);
    expect(programmes('Accepted as an IEEE VR 2026 Poster', '2605.14556')).toEqual(['Poster']);
    // an HCI venue's poster, no hand-kept fact needed
    expect(programmes('ACM CSCW Poster 2025', '2507.00513')).toEqual(['Poster']);
  });

  it("a venue's own name is no programme word: CLEF's full name holds \"Labs\"", () => {
    const e = { venue: 'CLEF', track: 'other', presentation: null, evidence: 'Conference and Labs of the Evaluation Forum (CLEF 2025) challenge' };
    expect(programmeOf(e)?.en).toBe('Challenge');
  });

  it('names a special track the venue calls by acronym, and the programme a track cue prints', () => {
    expect(programmes('Accepted by AAAI AISI 2026', '2511.04076')).toEqual(['AISI Track']);
    expect(programmes('Accepted at AAAI 2026 Student Abstract and Poster Program', '2603.29569')).toEqual(['Student Abstract']);
    expect(programmes('Accepted in AAAI 2026 Special Track on AI for Social Impact', '2511.16566')).toEqual(['Special Track on AI for Social Impact']);
    expect(programmes('Accepted at the Creative AI Track, NeurIPS 2025', '2510.23772')).toEqual(['Creative AI Track']);
    expect(programmes('9 pages, 3 figures, accepted to the IJCAI 2025 Human-Centred AI track', '2506.17834')).toEqual(['Human-Centred AI Track']);
    expect(programmes('Accepted to AAAI-26 Bridge Program B10: Making Embodied AI Reliable with Testing and Formal Verification', '2601.02666')).toEqual(['Bridge Program']);
  });

  it('names one programme one way, whichever form the comment prints ("Paper" / "Track", plural or not)', () => {
    // ICML's position papers, as the snapshot prints them: one programme on the venue page, not "Position Paper (7)" and
    // "Position Track (3)"
    for (const [id, c] of [['2605.01428', 'To appear in ICML 2026 (Position Track)'], ['2605.09915', "Accepted by ICML'26 Position Track"],
      ['2605.18801', 'Accepted to ICML 2026 Position Paper Track'], ['2605.02010', 'Accepted at ICML 2026 (Position Paper Track). 13 pages, 2 figures, 1 table'],
      ['2507.07544', 'Accepted at ICML 2025 as a Spotlight Position Paper']]) {
      expect(programmes(c, id)).toEqual(['Position Paper Track']);
    }
    // ESWC's resource track, singular, plural and lower-case; CIKM's resource papers
    expect(programmes('18 pages, 3 figures. Accepted for the ESWC 2025 Resource Track', '2503.21902')).toEqual(['Resource Paper Track']);
    expect(programmes('Peer reviewed publication at ESWC 2025 Resources Track', '2505.13098')).toEqual(['Resource Paper Track']);
    expect(programmes('Accepted as a resource paper at CIKM 2025', '2508.03399')).toEqual(['Resource Paper Track']);
    // a track no cue reads as "<kind> paper" keeps its name
    expect(otherTrackName('Accepted to the IJCAI 2025 Survey Track')).toBe('Survey Track');
  });

  it('is null for the main track, a workshop, and an "other" entry whose text names no programme', () => {
    expect(programmes('Accepted at IJCAI 2025')).toEqual([null]);
    expect(programmes('Accepted at the AI4Math Workshop at ICML 2026')).toEqual([null]);
    expect(programmes('Accepted at the 3rd TRR 318 Conference: Contextualizing Explanations (ContEx25), as a two-pager abstract', '2505.17832')).toEqual([null]);
  });

  it('labels a programme in English and Chinese for badges', () => {
    expect(programmeLabel({ venue: 'IJCAI', track: 'other', presentation: null, evidence: 'IJCAI 2025 Journal Track' })).toBe('Journal Track 期刊论文专场');
    expect(programmeLabel({ venue: 'IJCAI', track: 'main', presentation: null, evidence: 'IJCAI 2025' })).toBeNull();
  });

  it('names every track detection stores in English and Chinese, never by its key', () => {
    const tracks: VenueTrack[] = ['main', 'workshop', 'findings', 'datasets_benchmarks', 'demo', 'industry', 'tutorial', 'doctoral', 'other'];
    for (const t of tracks) expect(trackLabel(t)).toMatch(/^[A-Za-z][A-Za-z &]* [\u4e00-\u9fff]+$/);
    expect(trackLabel('findings')).toBe('Findings 子刊');
    expect(trackLabel('datasets_benchmarks')).toBe('Datasets & Benchmarks Track 数据集与基准专场');
    // a workshop with its name; a name saying "workshop" itself is not told twice (real comment: 2510.26052)
    expect(placeLabel({ track: 'workshop', workshop: 'AI for Math' })).toBe('Workshop 研讨会: AI for Math');
    expect(placeLabel({ track: 'workshop', workshop: 'Workshop on Generative and Protective AI for Content Creation' })).toBe('研讨会: Workshop on Generative and Protective AI for Content Creation');
    expect(placeLabel({ track: 'other', programme: 'Journal Track 期刊论文专场' })).toBe('Journal Track 期刊论文专场');
    expect(placeLabel({ track: 'findings' })).toBe('Findings 子刊');
  });

  it('gives the same place in each language apart, for badges that show one language at a time', () => {
    expect(placeNames({ track: 'workshop', workshop: 'AI for Math' })).toEqual({ en: 'Workshop: AI for Math', zh: '研讨会: AI for Math' });
    expect(placeNames({ track: 'workshop', workshop: 'Workshop on Generative AI' })).toEqual({ en: 'Workshop on Generative AI', zh: '研讨会: Workshop on Generative AI' });
    expect(placeNames({ venue: 'IJCAI', track: 'other', presentation: null, evidence: 'IJCAI 2025 Journal Track' })).toEqual({ en: 'Journal Track', zh: '期刊论文专场' });
    expect(placeNames({ track: 'findings' })).toEqual({ en: 'Findings', zh: '子刊' });
    expect(placeNames({ track: 'mystery' })).toEqual({ en: 'mystery', zh: 'mystery' });
  });
});

describe('otherTrackName: the programme a cue of the track "other" names, as a reader would write it', () => {
  it('reads past a cue of running text to one that names a programme ("first place … Challenge")', () => {
    expect(otherTrackName('Efficient-FIQA achieved first place in the ICCV VQualA 2025 Face Image Quality Assessment Challenge')).toBe('Challenge');
    expect(otherTrackName('Accepted as an extended abstract at AAMAS 2025')).toBe('Extended Abstract');
    expect(otherTrackName('Abstract accepted at MIUA 2025')).toBe('Abstract');
  });

  it('keeps the capitalised words before a named track and the topic after a special track or session', () => {
    expect(otherTrackName('Under review at The Web Conference 2026 (Semantics & Knowledge track)')).toBe('Semantics & Knowledge Track');
    expect(otherTrackName('Accepted by KDD 2026 AI for Sciences Track')).toBe('AI for Sciences Track');
    expect(otherTrackName('10 pages, 5 figures, 4 tables. 11th Special Session on Intelligent Data Mining, 2025 IEEE International Conference on Big Data')).toBe('Special Session on Intelligent Data Mining');
    expect(otherTrackName('Accepted at KDD 2025 Track: Responsible AI')).toBe('Responsible AI Track');
  });

  it('names no programme from a phrase holding a year, nor from a text without a track word', () => {
    expect(otherTrackName('First Rank of SIGGRAPH Asia 2025')).toBeNull();
    expect(otherTrackName('Accepted at ICML 2026')).toBeNull();
  });
});

describe('venueTag and trackText: a programme named, a workshop tagged short', () => {
  it('tags a workshop paper "HOST Workshop" and badges it with its workshop; an "other" paper by its programme', async () => {
    const { venueTag, trackText } = await import('../exports/record.ts');
    const w = { venue: 'ICML', track: 'workshop', workshop: 'AI for Math', programme: null };
    expect(venueTag(w)).toBe('ICML Workshop');
    expect(trackText(w)).toBe('Workshop: AI for Math');
    expect(venueTag({ venue: 'IJCAI', track: 'other', programme: 'Journal Track' })).toBe('IJCAI Journal Track');
    expect(trackText({ track: 'other', programme: null })).toBe('other');
  });
});
