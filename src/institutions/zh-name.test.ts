import { describe, expect, it } from 'vitest';
import { commonZhName, simplifiedZh } from './zh-name.ts';

describe('commonZhName: the name readers use', () => {
  // Legal names as ROR records them (DEV:institutions/ror) and what Chinese readers call the company.
  const cases: [string, string][] = [
    ['华为技术有限公司', '华为'], ['阿里巴巴集团控股有限公司', '阿里巴巴'], ['腾讯控股有限公司', '腾讯'],
    ['北京智谱华章科技有限公司', '智谱华章'], ['中国电子科技集团公司', '中国电子科技集团'], ['天合光能股份有限公司', '天合光能'],
    ['香港理工大學', '香港理工大学'], ['北京大学', '北京大学'], ['中国科学院自动化研究所', '中国科学院自动化研究所'],
  ];
  for (const [legal, common] of cases) it(legal, () => expect(commonZhName(legal)).toBe(common));
  it('converts Taiwan and Hong Kong forms to simplified characters', () => {
    expect(simplifiedZh('國立臺灣大學')).toBe('国立台湾大学');
  });
});
