import { describe, expect, it } from 'vitest';
import { parseReportForm, ReportError } from './reports.ts';

const said = (raw: Record<string, unknown>) => {
  try { parseReportForm(raw); } catch (err) { if (err instanceof ReportError) return err.message; throw err; }
  return 'valid';
};

describe('a reader\'s report form: each refusal names the input, Chinese first, then English', () => {
  it.each([
    [{ field: 'abstract', proposed: 'x' }, 'field: 未知字段 "abstract" · unknown field "abstract"'],
    [{ field: 'title_zh' }, 'proposed: 未填写 · missing'],
    [{ field: 'title_zh', proposed: ['a', 'b'] }, 'proposed: 须为文本 · must be text'],
    [{ field: 'title_zh', proposed: 'x'.repeat(1001) }, 'proposed: 超过 1000 个字符 · longer than 1000 characters'],
    [{ field: 'title_zh', proposed: 'x', note: 'n'.repeat(1001) }, 'note: 超过 1000 个字符 · longer than 1000 characters'],
    [{ field: 'title_zh', proposed: 'x', key: 'k'.repeat(601) }, 'key: 超过 600 个字符 · longer than 600 characters'],
    [{ field: 'f'.repeat(41), proposed: 'x' }, 'field: 超过 40 个字符 · longer than 40 characters'],
  ])('%j', (raw, message) => {
    expect(said(raw)).toBe(message);
  });

  it('still reads a good form', () => {
    expect(parseReportForm({ field: 'title_zh', proposed: ' 标题 ', note: '' })).toEqual({ field: 'title_zh', targetKey: '', proposed: '标题', note: null });
  });
});
