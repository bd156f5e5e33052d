import { describe, expect, it } from 'vitest';
import { endsInWordThenSpace } from './mentions.ts';

// The cheap first test for regexes that must end in one of a few words and white space (TEMPLATE_BEFORE, LATER_WORK_OF):
// it may say true where the regex fails, never false where it matches.
describe('endsInWordThenSpace', () => {
  const words = ['of', 'for', 'from', 'the'];
  it.each([
    'written with the template of ', 'as per the guidelines of the ', 'FORMAT FOR ', 'style from\n  ', 'per the requirements of\t',
  ])('%j ends in a word and white space', (text) => expect(endsInWordThenSpace(text, words)).toBe(true));
  it.each(['template of', 'accepted at ', '', ' ', 'the proof'])('%j does not', (text) => expect(endsInWordThenSpace(text, words)).toBe(false));
});
