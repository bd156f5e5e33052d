import * as OpenCC from 'opencc-js';

const fromHk = OpenCC.Converter({ from: 'hk', to: 'cn' });
const fromTw = OpenCC.Converter({ from: 'tw', to: 'cn' });

/** Simplified characters (Hong Kong and Taiwan forms converted): 香港理工大學 -> 香港理工大学. */
export function simplifiedZh(name: string): string {
  return fromTw(fromHk(name));
}

const LEGAL_SUFFIX = /(股份)?有限(责任)?公司$|(?<=集团)公司$/;
const REGION_PAREN = /[（(](中国|深圳|北京|上海|杭州|广州|香港|中国香港|中国大陆)[)）]/g;
const CITY_PREFIX = /^(北京|上海|天津|重庆|深圳|杭州|广州|南京|苏州|成都|武汉|西安|合肥|厦门|青岛|浙江|江苏|广东|山东|四川|湖北|湖南|福建|安徽|河南|河北|辽宁|吉林|陕西)(市|省)?(?=\p{Script=Han}{2})/u;
const TRADE_SUFFIX = /(?<=\p{Script=Han}{2})(集团控股|控股|信息技术|网络科技|智能科技|科技|技术)$/u;

/** The name readers use for a company: the legal form (有限公司, 控股, a registration city, 技术/科技) dropped, e.g. 华为技术有限公司 -> 华为,
 *  阿里巴巴集团控股有限公司 -> 阿里巴巴; names that are not companies (no 公司) are only simplified. */
export function commonZhName(name: string): string {
  const s = simplifiedZh(name).trim();
  if (!LEGAL_SUFFIX.test(s)) return s;
  let t = s.replace(REGION_PAREN, '').replace(LEGAL_SUFFIX, '');
  for (let i = 0; i < 2; i++) t = t.replace(TRADE_SUFFIX, '');
  t = t.replace(CITY_PREFIX, '');
  return t.length >= 2 ? t : s;
}
