import { describe, expect, it } from 'vitest';
import { parseVenueFields, parseVenueJson, venueFromForm, venueJson, VenueValueError } from './venue-value.ts';

const field = (f: () => unknown) => {
  try { f(); } catch (err) { if (err instanceof VenueValueError) return err.message; throw err; }
  return 'valid';
};

describe('venue values: one schema for the reader form, the moderator form, JSON proposals and stored values', () => {
  it('reads form strings into a value: blank year, workshop and presentation are none, track main by default', () => {
    expect(parseVenueFields({ venue: ' ICML ', year: '2026', track: '', workshop: '  ', status: 'accepted', presentation: '' }))
      .toEqual({ venue: 'ICML', year: 2026, track: 'main', workshop: null, status: 'accepted', presentation: null });
    expect(venueFromForm({ v7_venue: 'ICML', v7_year: '2026', v7_track: 'workshop', v7_workshop: 'AI for Math', v7_status: 'accepted', v7_presentation: 'oral', v_venue: 'other' }, 'v7_'))
      .toEqual({ venue: 'ICML', year: 2026, track: 'workshop', workshop: 'AI for Math', status: 'accepted', presentation: 'oral' });
  });

  it.each([
    [{ venue: '  ', status: 'accepted' }, /^venue: the venue name is empty/],
    [{ status: 'accepted' }, /^venue: the venue name is empty/],
    [{ venue: 'x'.repeat(81), status: 'accepted' }, /^venue: longer than 80 characters/],
    [{ venue: 'ICML\u0007', status: 'accepted' }, /^venue: control characters/],
    [{ venue: 42, status: 'accepted' }, /^venue: the venue name must be text/],
    [{ venue: 'ICML', year: '20x6', status: 'accepted' }, /^year: a year has four digits, e.g. 2026/],
    [{ venue: 'ICML', year: 2026.5, status: 'accepted' }, /^year: a year has four digits/],
    [{ venue: 'ICML', year: '1850', status: 'accepted' }, /^year: a year between 1900 and 2199/],
    [{ venue: 'ICML', track: 'journal', status: 'accepted' }, /^track: unknown value "journal" \(one of main, workshop, findings/],
    [{ venue: 'ICML', status: '' }, /^status: choose one \(accepted, published/],
    [{ venue: 'ICML', status: 'maybe' }, /^status: unknown value "maybe"/],
    [{ venue: 'ICML', status: 'accepted', presentation: 'keynote' }, /^presentation: unknown value "keynote" \(one of oral, spotlight, poster\)/],
    [{ venue: 'ICML', status: 'accepted', workshop: 'AI for Math' }, /^workshop: a workshop name goes with the track “Workshop 研讨会”, not “main 主会”/],
    [{ venue: 'ICML', status: 'accepted', track: 'findings', workshop: 'AI for Math' }, /^workshop: .* not “Findings 子刊”/],
  ])('names the field at fault: %j', (raw, message) => {
    expect(field(() => parseVenueFields(raw))).toMatch(message);
  });

  it('reads stored JSON the same way, saying when it is no JSON object at all, and writes one JSON form', () => {
    expect(field(() => parseVenueJson('{'))).toMatch(/^value: not JSON/);
    expect(field(() => parseVenueJson('[1]'))).toMatch(/^value: a venue value is a JSON object/);
    expect(field(() => parseVenueJson('{"venue":"ICML","year":"2026x","status":"accepted"}'))).toMatch(/^year:/);
    const v = parseVenueJson('{"status":"none","venue":"NeurIPS","year":2025}');
    expect(venueJson(v)).toBe('{"venue":"NeurIPS","year":2025,"track":"main","workshop":null,"status":"none","presentation":null}');
    expect(parseVenueJson(venueJson(v))).toEqual(v);
  });

  it('gives the forms each reason Chinese first, then English, while the message (the API\'s JSON error) stays English', () => {
    const reason = (f: () => unknown) => {
      try { f(); } catch (err) { if (err instanceof VenueValueError) return [err.field, err.reason, err.message]; throw err; }
      return 'valid';
    };
    expect(reason(() => parseVenueFields({ venue: 'ICML', status: 'accepted', workshop: 'AI for Math' }))).toEqual(['workshop',
      '研讨会名称须配类别“Workshop 研讨会”，而不是“main 主会” · a workshop name goes with the track “Workshop 研讨会”, not “main 主会”',
      'workshop: a workshop name goes with the track “Workshop 研讨会”, not “main 主会”']);
    expect(reason(() => parseVenueFields({ venue: ' ', status: 'accepted' }))).toEqual(['venue',
      '会议名称为空（例如 ICML、NeurIPS、ACL） · the venue name is empty (e.g. ICML, NeurIPS, ACL)', 'venue: the venue name is empty (e.g. ICML, NeurIPS, ACL)']);
    expect(reason(() => parseVenueFields({ venue: 'ICML' }))).toEqual(['status',
      '请选择其一（accepted, published, submitted, under_review, rejected, previous_version, unclear, none） · choose one (accepted, published, submitted, under_review, rejected, previous_version, unclear, none)',
      'status: choose one (accepted, published, submitted, under_review, rejected, previous_version, unclear, none)']);
    expect(reason(() => parseVenueFields({ venue: 'ICML', year: '20x6', status: 'accepted' }))[1]).toBe('年份为四位数字，例如 2026 · a year has four digits, e.g. 2026');
    expect(reason(() => parseVenueFields({ venue: 'x'.repeat(81), status: 'accepted' }))[1]).toBe('超过 80 个字符 · longer than 80 characters');
    expect(reason(() => parseVenueFields({ venue: 42, status: 'accepted' }))[1]).toBe('会议名称须为文本 · the venue name must be text');
    // an input that looks like the JSON a reason travels in is still only the input
    expect(reason(() => parseVenueFields({ venue: 'ICML', status: '{"zh":"x","en":"y"}' }))[2]).toBe('status: unknown value "{"zh":"x","en":"y"}" (one of accepted, published, submitted, under_review, rejected, previous_version, unclear, none)');
    expect(reason(() => parseVenueJson('{'))).toEqual(['value',
      '不是 JSON：会议信息为 {venue, year, track, workshop, status, presentation} · not JSON: a venue value is {venue, year, track, workshop, status, presentation}',
      'value: not JSON: a venue value is {venue, year, track, workshop, status, presentation}']);
    expect(reason(() => parseVenueJson('[1]'))[1]).toBe('会议信息须为 JSON 对象 {venue, year, track, workshop, status, presentation} · a venue value is a JSON object {venue, year, track, workshop, status, presentation}');
  });
});
