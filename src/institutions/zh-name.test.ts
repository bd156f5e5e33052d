import { describe, expect, it } from 'vitest';
import { commonZhName, pickZhName, simplifiedZh } from './zh-name.ts';

describe('commonZhName: the name readers use', () => {
  // Legal names as ROR records them (DEV:institutions/ror) and what Chinese readers call the company.
  const cases: [string, string][] = [
    ['华为技术有限公司', '华为'], ['阿里巴巴集团控股有限公司', '阿里巴巴'], ['腾讯控股有限公司', '腾讯'],
    ['北京智谱华章科技有限公司', '智谱华章'], ['中国电子科技集团公司', '中国电子科技集团'], ['天合光能股份有限公司', '天合光能'],
    ['香港理工大學', '香港理工大学'], ['北京大学', '北京大学'], ['中国科学院自动化研究所', '中国科学院自动化研究所'],
    ['中国人民解放军火箭军工程大学', '火箭军工程大学'], ['中国人民解放军总医院', '中国人民解放军总医院'],
  ];
  for (const [legal, common] of cases) it(legal, () => expect(commonZhName(legal)).toBe(common));
  it('converts Taiwan and Hong Kong forms to simplified characters', () => {
    expect(simplifiedZh('國立臺灣大學')).toBe('国立台湾大学');
  });
});

describe('pickZhName: the Chinese name of a registry record from its zh names (shapes found in DEV:institutions/ror)', () => {
  it('skips names without Chinese characters (pinyin labelled zh)', () => expect(pickZhName(['Xiàmén Dàxué'], ['厦门大学'])).toBe('厦门大学'));
  it('drops footer words scraped with a name', () => {
    expect(pickZhName(['山西煤炭运销集团有限公司 技术支持'])).toBe('山西煤炭运销集团有限公司');
    expect(pickZhName(['版权所有 运城市中心医院'])).toBe('运城市中心医院');
    expect(pickZhName(['广西民族大学网站'])).toBe('广西民族大学');
  });
  it('prefers a label to an alias (an old name), and simplified characters', () => {
    expect(pickZhName(['浙江工商大学'], ['杭州商学院'])).toBe('浙江工商大学');
    expect(pickZhName(['復旦大學', '复旦大学'])).toBe('复旦大学');
    expect(pickZhName(['香港理工大學'])).toBe('香港理工大学');
  });
  it('gives a company its brand rather than its registered name', () => {
    expect(pickZhName(['行吟信息科技（上海）有限公司'], ['小红书'])).toBe('小红书');
    expect(pickZhName(['北京旷视科技有限公司'], ['旷视'])).toBe('旷视');
    expect(pickZhName(['北京旷视科技有限公司'])).toBe('北京旷视科技有限公司');
  });
  it('null when there is no Chinese name', () => expect(pickZhName(['YPGJZX'])).toBeNull());
});
