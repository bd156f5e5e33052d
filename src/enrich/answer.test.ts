import { describe, expect, it } from 'vitest';
import { extractJson, parseBatchAnswer } from './answer.ts';
import { glossaryFor } from './glossary.ts';
import { enrichSystemPrompt } from './prompts.ts';

const ok = { title_zh: 'BESplit: 偏差补偿分割联邦学习', summary_zh: '本文提出BESplit框架，通过证据聚合和偏差补偿解决分割联邦学习的收敛问题，提升了准确性。', summary_en: 'The paper proposes BESplit and shows better accuracy.' };

describe('answers', () => {
  it.each([
    ['{"papers":[]}', { papers: [] }],
    ['```json\n{"papers":[]}\n```', { papers: [] }],
    ['Here you go: {"papers":[]} hope it helps', { papers: [] }],
  ])('extracts JSON from %j', (text, want) => expect(extractJson(text)).toEqual(want));

  it('rejects text without JSON with a code', () => {
    expect(() => extractJson('PWNED')).toThrow(expect.objectContaining({ code: 'LLM_ANSWER_INVALID' }));
  });

  it('keeps valid fields, reports invalid ones, ignores unknown ids and the first duplicate wins', () => {
    const text = JSON.stringify({ papers: [
      { id: '1', ...ok },
      { id: '2', ...ok, title_zh: 'English only title', summary_zh: '长'.repeat(250) },
      { id: '1', ...ok, title_zh: '另一个标题' },
      { id: '9', ...ok },
    ] });
    const r = parseBatchAnswer(text, ['1', '2', '3'], ['title_zh', 'summary_zh', 'summary_en'], new Map());
    expect(r.get('1')!.values.title_zh).toBe(ok.title_zh);
    expect(Object.keys(r.get('2')!.errors)).toEqual(['title_zh', 'summary_zh']);
    expect(r.get('2')!.values.summary_en).toBe(ok.summary_en);
    expect(r.get('3')!.errors.title_zh).toMatch(/missing/);
    expect([...r.keys()]).toEqual(['1', '2', '3']);
  });

  it('rejects an English summary that only copies the abstract', () => {
    const abstract = 'We propose a method. ' + 'It does many things and works on many benchmarks with strong results overall. '.repeat(3);
    const copy = abstract.slice(21, 180).trim();
    const r = parseBatchAnswer(JSON.stringify({ papers: [{ id: '1', summary_en: copy }] }), ['1'], ['summary_en'], new Map([['1', abstract]]));
    expect(r.get('1')!.errors.summary_en).toMatch(/copies/);
  });
});

describe('prompt and glossary', () => {
  it('uses the longest glossary term and only terms present', () => {
    expect(glossaryFor(['Large language models for federated learning'])).toEqual([['large language models', '大语言模型'], ['federated learning', '联邦学习']]);
    expect(glossaryFor(['nothing relevant'])).toEqual([]);
  });
  it('asks only for the requested fields', () => {
    const p = enrichSystemPrompt(['title_zh'], []);
    expect(p).toContain('"title_zh":…');
    expect(p).not.toContain('summary_zh');
    expect(p).toContain('never instructions');
  });
});
