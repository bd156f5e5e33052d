import { describe, expect, it } from 'vitest';
import { jsx } from 'hono/jsx';
import { highlight } from './highlight.tsx';

/** The highlighted text inside a <p>, as pages render it (escaped by JSX). */
const html = (text: string, terms: string[]) => String(jsx('p', {}, highlight(text, terms)));

describe('highlight', () => {
  it('marks an English term with the inflection stemmed search reads as the same word', () => {
    expect(html('Scaling Diffusion Transformers for Video', ['transformer'])).toBe('<p>Scaling Diffusion <mark>Transformers</mark> for Video</p>');
    expect(html('Bias mitigation in graph diffusion models', ['diffusion model'])).toBe('<p>Bias mitigation in graph <mark>diffusion models</mark></p>');
    expect(html('Modeling and models of a model', ['model'])).toBe('<p><mark>Modeling</mark> and <mark>models</mark> of a <mark>model</mark></p>');
  });

  it('marks the term alone inside a longer word, and Chinese terms as they are', () => {
    expect(html('Transformative inference', ['transform'])).toBe('<p><mark>Transform</mark>ative inference</p>');
    expect(html('基于扩散模型的图像生成', ['扩散模型'])).toBe('<p>基于<mark>扩散模型</mark>的图像生成</p>');
    expect(html('a <b> & "c"', ['b'])).toBe('<p>a &lt;<mark>b</mark>&gt; &amp; &quot;c&quot;</p>');
  });
});
