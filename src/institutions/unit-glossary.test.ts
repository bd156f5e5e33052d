import { describe, expect, it } from 'vitest';
import { translateUnit } from './unit-glossary.ts';
import { matchAffiliation } from './match.ts';

describe('translateUnit: Chinese names of sub-units by form and subject', () => {
  const cases: [string, string | null][] = [
    ['State Key Laboratory of Multimodal Artificial Intelligence Systems', '多模态人工智能系统国家重点实验室'],
    ['National Key Laboratory of Information Security', '信息安全全国重点实验室'],
    ['MoE Key Lab of Artificial Intelligence', '人工智能教育部重点实验室'],
    ['Key Laboratory of Intelligent Information Processing (MOE)', '智能信息处理教育部重点实验室'],
    ['Key Laboratory of Pattern Recognition', '模式识别重点实验室'],
    ['School of Electronic and Information Engineering', '电子与信息工程学院'],
    ['School of Materials Science and Engineering', '材料科学与工程学院'],
    ['Institute of Neuroscience', '神经科学研究所'],
    ['Artificial Intelligence Research Institute', '人工智能研究院'],
    ['Engineering Research Center of Intelligent Systems', '智能系统工程研究中心'],
    // a provincial key laboratory: region + modifier (industrial 工业) + subject (network security 网络安全)
    ['Shandong Key Laboratory of Industrial Network Security', '山东省工业网络安全重点实验室'],
    // the defence key laboratories' English form, "Science and Technology on <subject> Laboratory"
    ['Science and Technology On Blind Signal Processing Laboratory', '盲信号处理重点实验室'],
    // a subject learned from ROR's record of that form ("Science and Technology on Surface Physics and Chemistry Laboratory" /
    // 表面物理与化学国家重点实验室), not from a record whose Chinese name adds a word (应用表面物理与化学…)
    ['Key Laboratory of Surface Physics and Chemistry', '表面物理与化学重点实验室'],
    ['Information Engineering University', '信息工程大学'],
    // (from the held-out half's misses, read after its figure was taken) two nouns after one subject, and two subjects side by side
    ['Guangdong Key Laboratory of Big Data Analysis and Processing', '广东省大数据分析与处理重点实验室'],
    ['School of Information Science and Technology', '信息科学与技术学院'],
    ['Henan Key Laboratory of Cyberspace Situation Awareness', '河南省网络空间态势感知重点实验室'],
    ['State Key Laboratory of Multimedia Information Processing', '多媒体信息处理国家重点实验室'],
    // single words side by side are left alone: "business management" is 工商管理, not 商管理
    ['Department of Business Management', null],
    // a subject the glossary does not know is left to the model, never guessed word by word
    ['Aerospace Information Research Institute', null],
    ['Key Laboratory of Machine Perception', null],
  ];
  for (const [en, zh] of cases) it(en, () => expect(translateUnit(en)).toBe(zh));
});

describe('sub-unit and institution composed in Chinese order (institution, then the larger unit, then the smaller)', () => {
  it('a lab inside a school of a university', () => {
    const [r] = matchAffiliation('State Key Laboratory of Multimodal Artificial Intelligence Systems, School of Artificial Intelligence, University of Chinese Academy of Sciences, Beijing, China');
    expect(r.name_zh).toBe('中国科学院大学');
    expect(r.unit_zh).toBe('人工智能学院多模态人工智能系统国家重点实验室');
  });
  it('an academy institute the registry lacks is named from the academy and the glossary', () => {
    const [r] = matchAffiliation('Institute of Neuroscience, Chinese Academy of Sciences, Shanghai, China');
    expect(r.name_zh).toBe('中国科学院神经科学研究所');
  });
  it('modern physics is 近代物理 (the subject\'s name in Chinese, as in 近代物理实验), not a word-by-word 现代物理', () => {
    const [r] = matchAffiliation('Institute of Modern Physics, Chinese Academy of Sciences, Lanzhou 730000, China');
    expect(r.name_zh).toBe('中国科学院近代物理研究所');
  });
});
