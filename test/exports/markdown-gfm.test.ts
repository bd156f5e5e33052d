import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { SAMPLE_FILE } from '../../src/main.ts';
import { markdownEntry, mdEscape } from '../../src/exports/markdown.ts';
import type { ExportRecord } from '../../src/exports/record.ts';
import { oneLine } from '../../src/exports/record.ts';

/** Markdown rendered the way GitHub does (CommonMark + GFM autolinks), as HTML. */
const render = (md: string) => micromark(md, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
/** What a reader sees of rendered HTML: tags removed, entities decoded. */
const visible = (html: string) => decode(html.replace(/<[^>]+>/g, '')).trim();

function record(o: { id: string; title: string; authors: string; comments: string }): ExportRecord {
  return {
    id: o.id, version: 1, url: `https://arxiv.org/abs/${o.id}`, pdf_url: `https://arxiv.org/pdf/${o.id}`, title: o.title, title_zh: null, authors: [o.authors],
    institutions: [], summary_zh: null, summary_en: null, abstract: null, comments: o.comments, journal_ref: null, doi: null, categories: null,
    primary_category: null, license: null, submitted_at: null, updated_at: null, venues: [], venue_tag: null,
  } as unknown as ExportRecord;
}

describe('Markdown export under GFM', () => {
  const sample = zlib.gunzipSync(fs.readFileSync(SAMPLE_FILE)).toString('utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
  const withUrls = sample.filter((o) => /https?:\/\//.test(o.comments ?? ''));

  it('links every URL of the sample’s comments whole, and shows each comment exactly as written', () => {
    expect(withUrls.length).toBeGreaterThan(100);
    const broken: string[] = [];
    let links = 0;
    for (const o of withUrls) {
      const comments = oneLine(o.comments);
      const line = markdownEntry(record(o)).split('\n').find((l) => l.startsWith('- Comments: '))!;
      const html = render(line);
      const hrefs = [...html.matchAll(/<a href="([^"]*)"/g)].map((m) => decode(m[1]));
      links += hrefs.length;
      if (visible(html) !== `Comments: ${comments}`) broken.push(`${o.id} text: ${visible(html)}`);
      for (const h of hrefs) if (!comments.includes(decodeURI(h).replace(/^mailto:/, ''))) broken.push(`${o.id} href: ${h}`);
      if (hrefs.length < (comments.match(/https?:\/\//g)?.length ?? 0)) broken.push(`${o.id}: ${hrefs.length} links for ${comments}`);
    }
    expect(broken.slice(0, 10)).toEqual([]);
    expect(links).toBeGreaterThan(100);
  });

  it('drops control characters (a record’s U+0001, U+000B)', () => {
    expect(mdEscape('a\u0001b\u000Bc\u007F')).toBe('ab c');
  });

  it('keeps entity-like text literal and escapes Markdown punctuation outside URLs', () => {
    for (const s of ['Q&amp;A with &lt;tags&gt; & more', 'snake_case *bold* [x](y) #1 `code`', 'see https://github.com/a_b/c_d_e, then _x_']) {
      expect(visible(render(mdEscape(s)))).toBe(s);
    }
    expect(render(mdEscape('code at https://github.com/a_b/c_d.'))).toContain('<a href="https://github.com/a_b/c_d">https://github.com/a_b/c_d</a>.');
    expect(render(mdEscape('\\url{https://github.com/x/MMR}'))).toContain('<a href="https://github.com/x/MMR">');
  });
});
