import { describe, expect, it } from 'vitest';
import { commonZhName, companyZhName, pickZhName, simplifiedZh, zhFromJapanese } from './zh-name.ts';

describe('commonZhName: the name readers use', () => {
  // Legal names as ROR records them (DEV:institutions/ror) and what Chinese readers call the company.
  const cases: [string, string][] = [
    ['华为技术有限公司', '华为'], ['阿里巴巴集团控股有限公司', '阿里巴巴'], ['腾讯控股有限公司', '腾讯'],
    ['北京智谱华章科技有限公司', '智谱华章'], ['中国电子科技集团公司', '中国电子科技集团'], ['天合光能股份有限公司', '天合光能'],
    ['香港理工大學', '香港理工大学'], ['北京大学', '北京大学'], ['中国科学院自动化研究所', '中国科学院自动化研究所'],
    ['中国人民解放军火箭军工程大学', '火箭军工程大学'], ['中国人民解放军总医院', '中国人民解放军总医院'],
  ];
  for (const [legal, common] of cases) it(legal, () => expect(commonZhName(legal)).toBe(common));
  it('uses the short form of a university system before a campus (加州大学 …分校), not for the system itself', () => {
    expect(commonZhName('加利福尼亚大学圣地亚哥分校')).toBe('加州大学圣地亚哥分校');
    expect(commonZhName('加利福尼亚大学')).toBe('加利福尼亚大学');
  });
  it('writes brackets full-width', () => expect(commonZhName('人工智能与数字经济广东省实验室（深圳)')).toBe('人工智能与数字经济广东省实验室（深圳）'));
  // labels as ROR / world-universities record them (DEV:institutions), and the form a reader writes
  it('drops spaces between Chinese characters and brackets, keeps one beside Latin letters', () => {
    expect(commonZhName('中国地质大学 （北京）')).toBe('中国地质大学（北京）');
    expect(commonZhName('香港城市大学 （东莞）')).toBe('香港城市大学（东莞）');
    expect(commonZhName('恩里克· 何塞· 巴罗纳教育大学')).toBe('恩里克·何塞·巴罗纳教育大学');
    expect(commonZhName('NLA 大学学院')).toBe('NLA 大学学院');
    expect(commonZhName('农业部农村发展及水土保持署 版权所有')).toBe('农业部农村发展及水土保持署');
  });
  it('takes the short name a registered name gives in quotes', () => {
    expect(commonZhName('上海联影智能科技股份有限公司（“联影智能”）')).toBe('联影智能');
    expect(commonZhName('国立大学“基辅莫吉拉学院”')).toBe('国立大学“基辅莫吉拉学院”');
  });
  it('cases Latin letters as the English name does', () => {
    expect(commonZhName('智谱ai', 'Zhipu AI')).toBe('智谱AI');
    expect(commonZhName('柏林bbw应用技术大学', 'bbw University of Applied Sciences')).toBe('柏林bbw应用技术大学');
    expect(commonZhName('智谱ai')).toBe('智谱ai');
  });
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
    expect(pickZhName(['湘潭电机股份有限公司'], ['湘电集团'])).toBe('湘电集团');
    // ROR's alias with a stray character after the legal form is no brand
    expect(pickZhName(['通用技术沈阳机床股份有限公司'], ['沈阳机床股份有限公司保'])).toBe('通用技术沈阳机床股份有限公司');
  });
  it('null when there is no Chinese name', () => expect(pickZhName(['YPGJZX'])).toBeNull());
});

describe('zhFromJapanese: a Japanese organisation\'s kanji name in simplified characters (ja labels as ROR records them)', () => {
  const cases: [string, string | null][] = [
    ['東京大学', '东京大学'], ['早稲田大学', '早稻田大学'], ['国立研究開発法人理化学研究所', '理化学研究所'], ['神戸薬科大学', '神户药科大学'],
    ['株式会社日立製作所', '日立制作所'], ['沖縄科学技術大学院大学', '冲绳科学技术大学院大学'],
    // kana, Latin letters or spaces: no Chinese reading
    ['ソニー株式会社', null], ['NTTドコモ', null], ['公益財団法人朝日生命成人病研究所 附属医院', null], ['佐々木研究所', null],
  ];
  for (const [ja, zh] of cases) it(ja, () => expect(zhFromJapanese(ja)).toBe(zh));
});

describe('companyZhName: a national branch is named as its company', () => {
  it('drops a trailing country', () => {
    expect(companyZhName('联想中国')).toBe('联想');
    expect(companyZhName('三菱电机（中国）')).toBe('三菱电机');
  });
  it('keeps a name that only is a country or starts with it', () => {
    expect(companyZhName('中国电信')).toBe('中国电信');
    expect(companyZhName('中国')).toBe('中国');
  });
  it('is applied by pickZhName to company records only', () => {
    expect(pickZhName(['联想中国'], [], true)).toBe('联想');
    expect(pickZhName(['联想中国'])).toBe('联想中国');
  });
});
