import { foldName } from './normalize.ts';
import { learnedGlossary } from './registry-glossary.ts';

/** Whole sub-unit names with a fixed Chinese form (keys normalised). */
const WHOLE: Record<string, string> = {
  'machine learning department': '机器学习系',
  'robotics institute': '机器人研究所',
  'language technologies institute': '语言技术研究所',
  'computer science and artificial intelligence laboratory': '计算机科学与人工智能实验室',
  'paul g allen school of computer science and engineering': '保罗·艾伦计算机科学与工程学院',
  'courant institute of mathematical sciences': '库朗数学科学研究所',
  'college of computing': '计算机学院',
  'school of computer science': '计算机学院',
  'school of computing': '计算机学院',
  'school of software': '软件学院',
  'school of artificial intelligence': '人工智能学院',
  'school of ai': '人工智能学院',
  'school of information': '信息学院',
  'institute for interdisciplinary information sciences': '交叉信息研究院',
  'wangxuan institute of computer technology': '王选计算机研究所',
};

/** Subject words (normalised) -> Chinese; longer phrases are tried first. */
const FIELD: Record<string, string> = {
  'computer science and engineering': '计算机科学与工程', 'computer science and technology': '计算机科学与技术',
  'electrical and computer engineering': '电子与计算机工程', 'electrical engineering and computer science': '电子工程与计算机科学',
  'electronic information and communications': '电子信息与通信', 'electronic information': '电子信息',
  'electronic engineering': '电子工程', 'electrical engineering': '电气工程', 'computer engineering': '计算机工程',
  'computer science': '计算机科学', 'computing': '计算机', 'computation': '计算', 'data science': '数据科学', 'artificial intelligence': '人工智能',
  'machine learning': '机器学习', 'statistics and data science': '统计与数据科学', 'statistics': '统计', 'applied statistics': '应用统计',
  'mathematics': '数学', 'mathematical sciences': '数学科学', 'applied mathematics': '应用数学', 'mathematics and statistics': '数学与统计',
  'mathematics and physics': '数学与物理', 'physics': '物理', 'chemistry': '化学', 'biology': '生物', 'economics': '经济', 'finance': '金融',
  'management': '管理', 'business': '商', 'engineering': '工程', 'information science': '信息科学', 'information sciences': '信息科学',
  'information engineering': '信息工程', 'information and communication engineering': '信息与通信工程', 'software engineering': '软件工程',
  'software': '软件', 'automation': '自动化', 'control science and engineering': '控制科学与工程', 'mechanical engineering': '机械工程',
  'aeronautics and astronautics': '航空航天', 'industrial engineering': '工业工程', 'operations research': '运筹学',
  'industrial engineering and operations research': '工业工程与运筹学', 'biomedical engineering': '生物医学工程',
  'civil engineering': '土木工程', 'linguistics': '语言学', 'psychology': '心理学', 'neuroscience': '神经科学',
  'brain and cognitive sciences': '脑与认知科学', 'cognitive science': '认知科学', 'computational linguistics': '计算语言学',
  'intelligence science and technology': '智能科学与技术', 'cyber science and engineering': '网络空间安全', 'cyberspace security': '网络空间安全',
  'integrated circuits': '集成电路', 'microelectronics': '微电子', 'optical and electronic information': '光学与电子信息', 'informatics': '信息学',
  'computer and information science': '计算机与信息科学', 'computer and information sciences': '计算机与信息科学', 'information technology': '信息技术',
  'engineered quantum systems': '工程量子系统', 'interdisciplinary research of computation and economics': '计算与经济交叉研究',
  'statistical physics of computation': '计算统计物理', 'big data': '大数据', 'multimedia': '多媒体', 'robotics': '机器人',
  // general subject words (not taken from any labelled set)
  'electronic': '电子', 'electrical': '电气', 'information': '信息', 'mechanical': '机械', 'electronics': '电子学', 'communication': '通信',
  'communications': '通信', 'communication engineering': '通信工程', 'telecommunications': '电信', 'control engineering': '控制工程',
  'control': '控制', 'materials science and engineering': '材料科学与工程', 'materials science': '材料科学', 'materials': '材料',
  'chemical engineering': '化学工程', 'environmental science': '环境科学', 'environmental engineering': '环境工程', 'environment': '环境',
  'earth sciences': '地球科学', 'earth science': '地球科学', 'geosciences': '地球科学', 'geography': '地理', 'geology': '地质',
  'astronomy': '天文', 'astrophysics': '天体物理', 'mechanics': '力学', 'theoretical physics': '理论物理', 'high energy physics': '高能物理',
  'nuclear physics': '核物理', 'modern physics': '近代物理', 'optics': '光学', 'optoelectronics': '光电子', 'photonics': '光子学', 'semiconductors': '半导体',
  'aerospace engineering': '航空航天工程', 'aeronautics': '航空', 'astronautics': '航天', 'automotive engineering': '汽车工程',
  'vehicle engineering': '车辆工程', 'energy': '能源', 'power engineering': '动力工程', 'life sciences': '生命科学', 'life science': '生命科学',
  'biological sciences': '生物科学', 'bioinformatics': '生物信息学', 'medicine': '医学', 'basic medical sciences': '基础医学',
  'public health': '公共卫生', 'pharmacy': '药学', 'pharmaceutical sciences': '药学', 'nursing': '护理', 'philosophy': '哲学',
  'history': '历史', 'law': '法学', 'education': '教育', 'sociology': '社会学', 'public administration': '公共管理',
  'business administration': '工商管理', 'accounting': '会计', 'international relations': '国际关系', 'architecture': '建筑',
  'urban planning': '城市规划', 'marine science': '海洋科学', 'ocean science': '海洋科学', 'atmospheric sciences': '大气科学',
  'atmospheric science': '大气科学', 'agriculture': '农学', 'food science': '食品科学', 'intelligent systems': '智能系统',
  'intelligence science': '智能科学', 'intelligent science': '智能科学', 'information security': '信息安全', 'cyber security': '网络安全',
  'cybersecurity': '网络安全', 'computer vision': '计算机视觉', 'natural language processing': '自然语言处理',
  'pattern recognition': '模式识别', 'data engineering': '数据工程', 'knowledge engineering': '知识工程', 'systems science': '系统科学',
  'systems engineering': '系统工程', 'management science and engineering': '管理科学与工程', 'management science': '管理科学',
  'humanities': '人文', 'social sciences': '社会科学', 'arts': '艺术', 'design': '设计', 'music': '音乐', 'information management': '信息管理',
  'mathematical sciences and statistics': '数学与统计', 'probability and statistics': '概率统计', 'quantum information': '量子信息',
  'integrated circuit': '集成电路', 'signal processing': '信号处理', 'image processing': '图像处理', 'speech': '语音', 'vision': '视觉', 'information processing': '信息处理',
  'network security': '网络安全', 'network and information security': '网络与信息安全', 'blockchain': '区块链', 'data': '数据',
  'cyberspace': '网络空间', 'situation awareness': '态势感知',
  'military': '军事', 'agricultural': '农业', 'medical': '医学', 'social': '社会', 'forestry': '林业', 'fishery': '水产',
};

/** Words before a subject that keep their place in Chinese ("intelligent manufacturing" -> 智能制造): modifier + known subject. */
const MODIFIER: Record<string, string> = {
  intelligent: '智能', multimodal: '多模态', advanced: '先进', applied: '应用', computational: '计算', theoretical: '理论',
  quantum: '量子', digital: '数字', embodied: '具身', trustworthy: '可信', interdisciplinary: '交叉', frontier: '前沿',
  industrial: '工业', blind: '盲',
};

/** Nouns after a subject that keep their place too ("artificial intelligence systems" -> 人工智能系统). */
const HEAD: Record<string, string> = {
  systems: '系统', system: '系统', technology: '技术', technologies: '技术', science: '科学', sciences: '科学', engineering: '工程', theory: '理论', methods: '方法',
  applications: '应用', analysis: '分析', processing: '处理', security: '安全', mining: '挖掘',
};

const FORMS: [RegExp, string][] = [
  [/^academy of (.+?) sciences?$/, '$科学院'],
  [/^state key lab(?:oratory|oratories)? (?:of|for|on) (.+)$/, '$国家重点实验室'],
  [/^national key lab(?:oratory|oratories)? (?:of|for|on) (.+)$/, '$全国重点实验室'],
  [/^key lab(?:oratory)? (?:of|for|on) (.+?),? (?:of the )?(?:moe|ministry of education)$/, '$教育部重点实验室'],
  [/^(?:moe|ministry of education) key lab(?:oratory)? (?:of|for|on) (.+)$/, '$教育部重点实验室'],
  [/^key lab(?:oratory)? (?:of|for|on) (.+)$/, '$重点实验室'],
  // the English form of the defence key laboratories (…国防科技重点实验室, known as …重点实验室): "Science and Technology on <subject> Laboratory"
  [/^science and technology on (.+) laboratory$/, '$重点实验室'],
  [/^(?:national )?engineering research cent(?:er|re) (?:of|for|on) (.+)$/, '$工程研究中心'],
  [/^research institute (?:of|for) (.+)$/, '$研究院'],
  [/^(.+) research institute$/, '$研究院'],
  [/^departments? of (.+)$/, '$系'],
  [/^(.+) departments?$/, '$系'],
  [/^(?:school|college|faculty) of (.+)$/, '$学院'],
  [/^(.+) (?:school|college|faculty)$/, '$学院'],
  [/^(?:laboratory|laboratories) (?:of|for) (.+)$/, '$实验室'],
  [/^(.+) laboratory$/, '$实验室'],
  [/^(?:institute|institution) (?:of|for) (.+)$/, '$研究所'],
  [/^(.+) institute$/, '$研究所'],
  [/^(?:center|research center) (?:of|for|on) (.+)$/, '$中心'],
  [/^(.+) (?:research )?center$/, '$中心'],
  [/^(.+) (?:research )?group$/, '$课题组'],
  // a university named by its subject alone, as the armed forces' universities are ("Information Engineering University" -> 信息工程大学)
  [/^(.+) university$/, '$大学'],
];

function field(words: string): string | null {
  if (FIELD[words]) return FIELD[words];
  const learned = learnedGlossary().fields.get(words);
  if (learned) return learned;
  const m = /^(.+?),? and (.+)$/.exec(words);
  if (m) {
    const a = field(m[1]);
    const b = field(m[2]);
    if (a && b) return `${a}与${b}`;
  }
  const mod = /^(\S+) (.+)$/.exec(words);
  if (mod && MODIFIER[mod[1]]) {
    const rest = field(mod[2]);
    if (rest) return `${MODIFIER[mod[1]]}${rest}`;
  }
  const head = /^(.+) (\S+)$/.exec(words);
  if (head && HEAD[head[2]] && FIELD[head[1]]) return `${ATTRIBUTIVE[head[1]] ?? FIELD[head[1]]}${HEAD[head[2]]}`;
  // two nouns after one subject ("big data analysis and processing" -> 大数据分析与处理)
  const heads = /^(.+) (\S+) and (\S+)$/.exec(words);
  if (heads && HEAD[heads[2]] && HEAD[heads[3]] && FIELD[heads[1]]) return `${FIELD[heads[1]]}${HEAD[heads[2]]}与${HEAD[heads[3]]}`;
  // two subjects side by side ("cyberspace situation awareness" -> 网络空间态势感知), each of the glossary, the second a phrase of two
  // words or more (single words side by side are often a list or a compound of their own: "business management" is 工商管理)
  const ws = words.split(' ');
  for (let k = ws.length - 2; k > 0; k--) {
    const a = FIELD[ws.slice(0, k).join(' ')];
    const b = FIELD[ws.slice(k).join(' ')];
    if (a && b) return `${a}${b}`;
  }
  return null;
}

/** A subject's attributive form before a noun: "electronics technology" is 电子技术, not 电子学技术 (电子学 names the discipline). */
const ATTRIBUTIVE: Record<string, string> = { electronics: '电子', photonics: '光子' };

/** Units recur across papers: their names are remembered (cleared when it grows past a bound). */
const memo = new Map<string, string | null>();

/** Chinese name of a sub-unit ("School of Computer Science" -> 计算机学院), or null when the glossary does not cover it. */
export function translateUnit(unit: string): string | null {
  let zh = memo.get(unit);
  if (zh !== undefined) return zh;
  if (memo.size >= 20_000) memo.clear();
  zh = translate(unit);
  memo.set(unit, zh);
  return zh;
}

/** An institute's name ("Research Institute of …", "… Institute"): in Chinese 研究院 or 研究所, as the organisation chose. */
const INSTITUTE = /\binstitut(?:e|es|ion)\b/;

/**
 * Chinese name of an organisation the registry lacks, composed by the glossary when its form names it one way only ("Academy of
 * Military Science" -> 军事科学院, "Guangdong Key Laboratory of …" -> 广东省…重点实验室). An institute is not named so: "Research
 * Institute" is 研究院 for some and 研究所 for others (南京电子技术研究所, "Nanjing Research Institute of Electronics Technology"), a
 * proper name a composition guesses; it is left to the page's own Chinese name or the model.
 */
export function translateOrganisation(name: string): string | null {
  return INSTITUTE.test(foldName(name)) ? null : translateUnit(name);
}

function translate(unit: string): string | null {
  const k = foldName(unit).replace(/^the /, '');
  if (WHOLE[k]) return WHOLE[k];
  const regional = inRegion(k);
  if (regional) return regional;
  for (const [re, tpl] of FORMS) {
    const m = re.exec(k);
    if (!m) continue;
    const f = field(m[1]);
    if (f) return tpl.replace('$', f);
  }
  return null;
}

/** "Guangdong Key Laboratory of Big Data Analysis and Processing" -> 广东省 + 大数据分析与处理重点实验室: a province, region or city
 *  the registry's names write in Chinese ("Guangxi Zhuang Autonomous Region" -> 广西壮族自治区) before a unit name the glossary reads. */
function inRegion(k: string): string | null {
  const { regions } = learnedGlossary();
  // (the region's Chinese form already names its kind: "Guangxi Zhuang Autonomous Region" is 广西壮族自治区 as "Guangxi" is)
  const m = /^(\S+) (?:(?:zhuang|hui|uygur|uyghur|uighur) autonomous region |(?:provincial|municipal) )?(.+)$/.exec(k);
  const zh = m && regions.get(m[1]);
  const rest = zh && !regions.has(m[2].split(' ')[0]) ? translate(m[2]) : null;
  return rest ? `${zh}${rest}` : null;
}
