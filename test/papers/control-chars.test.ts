import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestStore, describeStores, type TestStore } from '../helpers/stores.ts';
import { tempFile } from '../helpers/data.ts';
import { importFile } from '../../src/arxiv/import.ts';
import { findPaper } from '../../src/papers/queries.ts';
import { paperInstitutions, setPaperAffiliations } from '../../src/institutions/affiliation-store.ts';
import { saveEnrichment } from '../../src/enrich/enrichment-store.ts';
import { jsonMayHoldControlChars } from '../../src/text/control-chars.ts';
import { parseBatch } from '../../src/arxiv/parse-batch.ts';

describeStores('control characters in stored text', (kind) => {
  let t: TestStore;
  beforeAll(async () => { t = await createTestStore(kind); });
  afterAll(async () => { await t.drop(); });

  it('are dropped from imported fields, affiliations and model answers instead of failing the write (NUL on PostgreSQL)', async () => {
    const line = { id: '2605.93001', title: 'Null\u0000 byte\u0007 title', authors: 'Eve\u0000 Author', abstract: 'Tab\tand\u001b[31m escape', comments: 'Accepted at ICML 2026\u0000', categories: 'cs.LG' };
    const s = await importFile(t.store, tempFile('nul.jsonl', [JSON.stringify(line)]));
    expect(s.inserted).toBe(1);
    const p = (await findPaper(t.store, line.id))!;
    expect(p.title).toBe('Null byte title');
    expect(p.abstract).toBe('Tab\tand[31m escape');
    const inst = { id: null, ror: null, name_en: 'Lab\u0000 of Nulls', name_zh: '实验室\u0000', country: null, unit_en: null, unit_zh: null };
    await setPaperAffiliations(t.store, line.id, 1, { source: 'pdf', authors: [{ name: 'Eve\u0000', affiliations: [{ text: 'Lab\u0000 of Nulls', institutions: [inst] }] }] });
    expect(JSON.stringify([...(await paperInstitutions(t.store, [line.id])).values()])).not.toMatch(/\\u0000/);
    expect(JSON.stringify([...(await paperInstitutions(t.store, [line.id])).values()])).toContain('Lab of Nulls');
    await saveEnrichment(t.store, { paperId: line.id, version: 1, model: 'm', promptVersion: 'p', attempts: 1, callId: null, task: 'title_zh', value: '标题\u0000' });
    const e = await t.store.db.selectFrom('enrichments').select('value').where('paper_id', '=', line.id).executeTakeFirstOrThrow();
    expect(e.value).toBe('标题');
  });
});

it('a JSON line is searched for control characters field by field only when it holds an escape that can make one', () => {
  const cases: [string, boolean][] = [['\\u0000', true], ['\\u001F', true], ['\\u0009', true], ['\\u007f', true], ['\\u007F', true], ['\\b', true], ['\\f', true],
    ['\\\\beta', true], ['\\u00e9', false], ['\\u0100', false], ['\\u2007', false], ['\\n\\t\\r', false], ['\\"quoted\\"', false], ['plain', false]];
  for (const [escape, may] of cases) expect(jsonMayHoldControlChars(`{"id":"2605.93002","title":"A ${escape} title"}`), escape).toBe(may);
  // Every escape form is still cleaned on the way in; text without one is kept as parsed.
  const line = JSON.stringify({ id: '2605.93002', title: 'Back\bspace', authors: 'Form\ffeed', comments: 'DEL\u007f char', 'journal-ref': 'Esc\u001b J 12', abstract: 'The \\beta of caf\u00e9' });
  const varied = JSON.stringify({ id: '2605.93003', title: 'Unit\u001fsep', abstract: 'Tab\tkept, caf\u00e9 \\frac' });
  const plain = JSON.stringify({ id: '2605.93004', title: 'No escape here', abstract: 'caf\u00e9, 学习' });
  expect(jsonMayHoldControlChars(plain)).toBe(false);
  // DEL may stand raw in JSON text (JSON.stringify leaves it so): a line whose only control character it is.
  const rawDel = JSON.stringify({ id: '2605.93005', title: 'Raw\u007fDEL only' });
  expect(rawDel).toContain('\u007f');
  expect(jsonMayHoldControlChars(rawDel)).toBe(true);
  expect(parseBatch([[1, rawDel]], 'test', '2026-05-01T00:00:00Z').records[0].input.title).toBe('RawDEL only');
  const [a, b, c] = parseBatch([[1, line], [2, varied], [3, plain]], 'test', '2026-05-01T00:00:00Z').records.map((r) => r.input);
  expect([c.title, c.abstract]).toEqual(['No escape here', 'caf\u00e9, 学习']);
  expect([a.title, a.authors, a.comments, a.journalRef, a.abstract]).toEqual(['Backspace', 'Formfeed', 'DEL char', 'Esc J 12', 'The \\beta of caf\u00e9']);
  expect([b.title, b.abstract]).toEqual(['Unitsep', 'Tab\tkept, caf\u00e9 \\frac']);
});
