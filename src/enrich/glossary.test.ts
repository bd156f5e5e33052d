import { describe, expect, it } from 'vitest';
import { glossary, glossaryFor } from './glossary.ts';

/** The terms a plain case-insensitive pattern per glossary entry finds in `text` (what glossaryFor looks for). */
function byPattern(text: string): string[] {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return glossary().filter(([en]) => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(en)}($|[^\\p{L}\\p{N}])`, 'iu').test(text)).map(([en]) => en);
}

describe('glossaryFor: terms found through their first word', () => {
  it('finds a term in any case, after punctuation, at the end of the text and across lines', () => {
    expect(glossaryFor(['(SELF-ATTENTION) and Diffusion Models'])).toEqual([['diffusion models', '扩散模型'], ['self-attention', '自注意力']]);
    expect(glossaryFor(['We study federated', 'learning']).map(([en]) => en)).not.toContain('federated learning'); // two texts: two lines
    expect(glossaryFor(['…with reinforcement learning'])).toEqual([['reinforcement learning', '强化学习']]);
  });

  it('finds a term written with the Kelvin sign or the long s, as the case-insensitive pattern does', () => {
    // U+212A folds to k, U+017F to s: a pattern with the i and u flags matches them.
    expect(byPattern('\u212Anowledge distillation')).toContain('knowledge distillation');
    expect(glossaryFor(['\u212Anowledge distillation']).map(([en]) => en)).toContain('knowledge distillation');
    expect(glossaryFor(['\u017Felf-attention']).map(([en]) => en)).toContain('self-attention');
  });

  it('does not find a term inside a longer word of any script, and finds it before a mark or a symbol', () => {
    expect(glossaryFor(['multimodality', 'premultimodal', 'multimodalλ', 'multimodal𝐀', 'multimodal2'])).toEqual([]);
    expect(glossaryFor(['diffusion modelling', 'diffusion modelλ']).map(([en]) => en)).toEqual(['diffusion']); // a term's last word must end a word too
    expect(glossaryFor(['İmultimodal'])).toEqual([]); // İ is a letter: no word starts at "multimodal"
    expect(byPattern('multimodal\u0301 and multimodal™')).toContain('multimodal');
    expect(glossaryFor(['multimodal\u0301'])).toEqual([['multimodal', '多模态']]);
    expect(glossaryFor(['multimodal™'])).toEqual([['multimodal', '多模态']]);
  });

  it('gives what a pattern per glossary entry gives, in the same order, on texts mixing cases, scripts and punctuation', () => {
    const texts = [
      'Large Language Models (LLMs) and vision-language models for 3D object detection; KNOWLEDGE-DISTILLATION.',
      'A transformer-based diffusion model with self-attention, flow matching and reinforcement learning from human feedback',
      '联邦学习 federated learning, split learning; graph neural networks (GNNs) — contrastive learning',
      'Mixture of Experts, mixture-of-experts, in-context learning, chain-of-thought; zero-shot and few-shot.',
    ];
    for (const t of texts) {
      const expected = byPattern(t);
      const got = glossaryFor([t]).map(([en]) => en);
      // Every term returned is one the patterns find (the rest are hidden by a longer term or kept in English).
      for (const en of got) expect(expected).toContain(en);
      // And every term the patterns find is returned or hidden by a longer returned term / one with the same Chinese.
      const zh = Object.fromEntries(glossary());
      for (const en of expected) {
        if (zh[en].toLowerCase() === en.toLowerCase()) continue;
        expect(got.some((g) => g === en || g.includes(en) || zh[g] === zh[en])).toBe(true);
      }
    }
  });
});
