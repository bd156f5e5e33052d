import { describe, expect, it } from 'vitest';
import { trackByTitle } from './title-track.ts';
import { venueRowsOf } from '../papers/venue-rows.ts';

// Real records of the bundled sample (arXiv 2605.00742, 2605.13579, 2606.14795; 2606.11245 states its track).
describe('the track a title gives', () => {
  it('reads an ICML position paper (title "Position: …") whose comments name only the venue as the position paper track', () => {
    for (const [id, title, comments] of [
      ['2605.00742', 'Position: agentic AI orchestration should be Bayes-consistent', 'Accepted for publication at ICML 2026'],
      ['2605.13579', 'Position: Assistive Agents Need Accessibility Alignment', '9 pages, 1 figures, Accepted to ICML 2026'],
      ['2606.14795', 'Position: The Systemic Lack of Agency in Visual Reasoning', 'Accepted by ICML 2026'],
    ]) {
      expect(venueRowsOf({ id, comments, journal_ref: null })).toMatchObject([{ venue: 'ICML', year: 2026, track: 'main', status: 'accepted' }]);
      expect(venueRowsOf({ id, title, comments, journal_ref: null })).toMatchObject([{ venue: 'ICML', year: 2026, track: 'other', programme: 'Position Paper Track', status: 'accepted' }]);
    }
    // Stated by the comments: unchanged.
    expect(venueRowsOf({ id: '2606.11245', title: 'Position: X', comments: 'Accepted to ICML 2026 (Position Paper Track)', journal_ref: null }))
      .toMatchObject([{ venue: 'ICML', track: 'other', programme: 'Position Paper Track' }]);
  });

  it('leaves the row as read when the comments name the main track, before the track began, at other venues, and for other titles', () => {
    const row = { venue: 'ICML', year: 2026, track: 'main', programme: null, evidence: 'Accepted at ICML 2026' };
    expect(trackByTitle(row, 'Position: Y')).toMatchObject({ track: 'other', programme: 'Position Paper Track' });
    expect(trackByTitle({ ...row, evidence: 'Accepted to the ICML 2026 main track' }, 'Position: Y').track).toBe('main');
    expect(trackByTitle({ ...row, year: 2023 }, 'Position: Y').track).toBe('main');
    expect(trackByTitle({ ...row, year: null }, 'Position: Y').track).toBe('main');
    expect(trackByTitle({ ...row, venue: 'CVPR' }, 'Position: Y').track).toBe('main');
    expect(trackByTitle({ ...row, track: 'workshop' }, 'Position: Y').track).toBe('workshop');
    expect(trackByTitle(row, 'Positional Knowledge is All You Need').track).toBe('main');
    expect(trackByTitle(row, null).track).toBe('main');
  });
});
