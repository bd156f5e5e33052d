import { describe, expect, it } from 'vitest';
import { readComments as read, withoutVenues } from '../../test/helpers/venue-rules.ts';

// Round 15 (branch unseen7) of the grammar of venues the catalogue does not know (issue 13), tested on real arXiv
// comments of the leave-venues-out design folds with the venue they name left out of the catalogue, as
// scripts/eval-venues-unseen.ts runs them, and on varied strings of the same shapes (invented names no list holds). Every
// positive expectation on a real string fails at the round's base, 472fdbdb; the negative ones are the probes that keep
// each reading from naming a venue where the text names none (formats, libraries, datasets, notes, handles).
const LEFT_OUT = ['MNRAS', 'ICML', 'ICCV', 'ICDM', 'ICPR', 'TMM'];

describe('venues no list knows, round 15 (catalogue without ' + LEFT_OUT.join(', ') + ')', () => {
  withoutVenues(LEFT_OUT);

  it('"accepted for" a journal\'s initials (a JabRef journal\'s) or an "IC…" conference of four letters or more', () => {
    expect(read('15 pages, 3 figures, accepted for MNRAS', '0801.4465')).toEqual([['MNRAS', null, 'main', null, 'accepted', null]]);
    // varied: an International Conference's shape is the posting year's edition, as after "accepted at"
    expect(read('accepted for ICML', '2605.01234')).toEqual([['ICML', 2026, 'main', null, 'accepted', null]]);
  });

  it('the page, figure or table counts in brackets after a journal acronym end the clause', () => {
    expect(read('Accepted for publication in MNRAS (19 pages)', '1302.1061')).toEqual([['MNRAS', null, 'main', null, 'accepted', null]]);
    expect(read('Accepted by MNRAS (12 pages, 5 figures)')).toEqual([['MNRAS', null, 'main', null, 'accepted', null]]);
  });

  it('no venue from "accepted for" or a counts bracket after a word of no venue\'s shape (probes)', () => {
    for (const w of ['TODO', 'JSON', 'CUDA', 'HTML', 'ZORP', 'ICU', 'BERT', 'YAML', 'LaTeX', 'NumPy', 'MRI', 'IRB', 'DNA']) {
      expect(read(`12 pages, accepted for ${w}`)).toEqual([]);
      expect(read(`Accepted for publication in ${w} (12 pages)`)).toEqual([]);
    }
  });

  it('a workshop spelled in capitalised words "@" an event\'s acronym and year: that event\'s workshop, never its main track', () => {
    expect(read('Accepted to Pluralistic Alignment @ ICML 2026', '2606.18606')).toEqual([['ICML', 2026, 'workshop', 'Pluralistic Alignment', 'accepted', null]]);
    expect(read('11 pages, 8 tables, 3 figures; Pluralistic Alignment @ ICML 2026 Workshop', '2606.28963'))
      .toEqual([['ICML', 2026, 'workshop', 'Pluralistic Alignment', 'accepted', null]]);
    // varied: pending, an invented conference's initials, a presentation after it
    expect(read('Submitted to Quiet Zebra Learning @ ICZR 2026')).toEqual([['ICZR', 2026, 'workshop', 'Quiet Zebra Learning', 'submitted', null]]);
    expect(read('Accepted at Trustworthy Vision @ ICCV 2025 (Oral)')).toEqual([['ICCV', 2025, 'workshop', 'Trustworthy Vision', 'accepted', 'oral']]);
  });

  it('no workshop from "@" between words without a cue or the word "Workshop", nor at a host of no conference\'s shape', () => {
    expect(read('Bob Smith @ NASA 2024')).toEqual([]);
    expect(read('Accepted to Results Table @ JSON 2026')).toEqual([]);
    expect(read('Results Table @ CUDA 2026 Workshop')).toEqual([]);
    expect(read('Submitted to Quiet Zebra Learning @ ZORP 2026')).toEqual([]);
    expect(read('Code @ GitHub 2025')).toEqual([]);
    expect(read('Data Release @ ZORP 2026')).toEqual([]);
    expect(read('Accepted to Pluralistic Alignment @ GitHub 2026')).toEqual([]);
  });

  it('an "IC…" acronym (four or five capitals) read as a workshop of its own is that conference\'s workshop, unnamed', () => {
    expect(read('33 pages, ICML Workshop', '2606.13815')).toEqual([['ICML', 2026, 'workshop', null, 'accepted', null]]);
    expect(read('8 pages, ICDM Workshop', '2510.15296')).toEqual([['ICDM', 2025, 'workshop', null, 'accepted', null]]);
    expect(read('18 pages, 3 figures, submitted to ICPR workshop', '2605.21391')).toEqual([['ICPR', 2026, 'workshop', null, 'submitted', null]]);
    expect(read('Accepted to ICCV Workshop 2025', '2508.21565')).toEqual([['ICCV', 2025, 'workshop', null, 'accepted', null]]);
    // varied: an invented conference's initials
    expect(read('Accepted at the ICZR 2026 workshop')).toEqual([['ICZR', 2026, 'workshop', null, 'accepted', null]]);
  });

  it('other workshops of their own keep their name (no "IC…" shape, or six letters and more: "ICBINB")', () => {
    expect(read('Accepted at the ZORP workshop')).toEqual([['ZORP', 2026, 'workshop', 'ZORP', 'accepted', null]]);
    expect(read('Accepted at ICBINB 2025 workshop')).toEqual([['ICBINB', 2025, 'workshop', 'ICBINB', 'accepted', null]]);
  });

  it('"T-" and an IEEE Transactions\' initials after a decision or submission cue: that journal, as written', () => {
    expect(read('Accepted by T-MM', '2603.25004')).toEqual([['T-MM', null, 'main', null, 'accepted', null]]);
    expect(read('13 pages, 8 figures, submitted to IEEE T-MM', '2101.08466')).toEqual([['T-MM', null, 'main', null, 'submitted', null]]);
    // not a mixed-case word after "T-" (a company, a dataset), nor capitals no journal's initials hold, nor a journal's own initials after the dash
    expect(read('Accepted by T-Mobile')).toEqual([]);
    expect(read('submitted to T-REx')).toEqual([]);
    expect(read('Accepted by T-JSON')).toEqual([]);
    expect(read('Accepted by T-MRI')).toEqual([]);
  });

  it('a competition as a challenge: an acronym, its year, the competition\'s name, after a comma too (track other, status unclear)', () => {
    expect(read('ICPR 2026 RARE-VISION Competition', '2603.17784')).toEqual([['ICPR', 2026, 'other', null, 'unclear', null]]);
    expect(read('9 pages, 1 figure, ICPR 2026 RARE-VISION Competition', '2603.17879')).toEqual([['ICPR', 2026, 'other', null, 'unclear', null]]);
    expect(read('2nd Place Winner, ICCV 2025 2COOOL Competition', '2510.12190')).toEqual([['ICCV', 2025, 'other', null, 'unclear', null]]);
  });

  it('no event from a word, a number and "Challenge" after a comma, nor an organisation\'s challenge (probes)', () => {
    for (const t of ['12 pages, COVID 19 Challenge', '10 pages, CUDA 12 Competition', 'code, GPT 2024 Challenge', '12 pages, Python 3 Challenge',
      '12 pages, NASA 2024 Space Apps Challenge', '12 pages, ImageNet 2012 Large Scale Challenge', 'Kaggle Competition', 'Won the Kaggle 2024 Competition',
      'JSON 2025 Kaggle Competition', '9 pages, JSON 2025 Kaggle Competition', '12 pages, TODO 2026 Open Data Challenge']) {
      expect(read(t)).toEqual([]);
    }
  });
});

describe('round 15 with the whole catalogue', () => {
  it('"T-" before a list journal\'s acronym is that journal', () => {
    expect(read('Accepted by T-MM', '2603.25004')).toEqual([['TMM', null, 'main', null, 'accepted', null]]);
    expect(read('13 pages, 8 figures, submitted to IEEE T-MM', '2101.08466')).toEqual([['TMM', null, 'main', null, 'submitted', null]]);
  });
});
