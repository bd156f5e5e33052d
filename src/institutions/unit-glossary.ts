import { foldName } from './normalize.ts';

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
};

const FORMS: [RegExp, string][] = [
  [/^(?:state )?key laboratory (?:of|for|on) (.+)$/, '$重点实验室'],
  [/^ministry of education key laboratory (?:of|for|on) (.+)$/, '$教育部重点实验室'],
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
];

function field(words: string): string | null {
  if (FIELD[words]) return FIELD[words];
  const m = /^(.+?) and (.+)$/.exec(words);
  if (m) {
    const a = field(m[1]);
    const b = field(m[2]);
    if (a && b) return `${a}与${b}`;
  }
  return null;
}

/** Chinese name of a sub-unit ("School of Computer Science" -> 计算机学院), or null when the glossary does not cover it. */
export function translateUnit(unit: string): string | null {
  const k = foldName(unit).replace(/^the /, '');
  if (WHOLE[k]) return WHOLE[k];
  for (const [re, tpl] of FORMS) {
    const m = re.exec(k);
    if (!m) continue;
    const f = field(m[1]);
    if (f) return tpl.replace('$', f);
  }
  return null;
}
