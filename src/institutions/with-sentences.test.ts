import { describe, expect, it } from 'vitest';
import { EVERY_AUTHOR, withAffiliations, withSentences } from './with-sentences.ts';

describe('withSentences: IEEE "… is with …" notes', () => {
  it('reads each author by surname and "The authors are with" for all of them', () => {
    const by = withSentences('O. Sener and A. Saxena are with Cornell University, Ithaca, NY. The authors are with the School of EECS, University of Chinese Academy of Sciences, Beijing 101408 China (e-mail: a@ucas.ac.cn).');
    expect(by.get('sener')).toEqual(['Cornell University, Ithaca, NY']);
    expect(by.get(EVERY_AUTHOR)).toEqual(['School of EECS, University of Chinese Academy of Sciences, Beijing 101408 China']);
    expect(withAffiliations(by, 'Ozan Sener')).toEqual(['Cornell University, Ithaca, NY']);
    expect(withAffiliations(by, 'Qixiang Ye')).toEqual(['School of EECS, University of Chinese Academy of Sciences, Beijing 101408 China']);
  });
});
