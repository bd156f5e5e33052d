// A hostile-input corpus generated from the building blocks of the public XSS cheat sheets (tags that run code,
// event-handler attributes, URL schemes, context breakers, encodings), not copied from any list: every payload
// marks its own execution with a number N — alert(N), window.__xss=N, a request to /xss/N, or eval of __xss=N —
// so a test can tell which one ran.

/** Strings that close the context a value may land in (attribute, textarea, title, script, style, comment, CDATA, template). */
const BREAKERS = ['', '">', "'>", '</textarea>', '</title>', '</script>', '</style>', '-->', ']]>', '`}</noscript>', '</option></select>', '\u0000'];

/** Ways code can announce itself, N replaced by the payload's number. */
const ACTIONS = ['alert(N)', 'window.__xss=N', "fetch('/xss/N')", "eval('window.__xss=N')", "(new Image).src='/xss/N'", 'top["al"+"ert"](N)', 'window.__xss=N//'];

/** Elements with an attribute that runs code without a click. */
const HANDLERS: [string, string][] = [
  ['img src=x', 'onerror'], ['svg', 'onload'], ['body', 'onload'], ['details open', 'ontoggle'], ['input autofocus', 'onfocus'],
  ['video src=x', 'onerror'], ['audio src=x', 'onerror'], ['iframe', 'onload'], ['select autofocus', 'onfocus'], ['textarea autofocus', 'onfocus'],
  ['object data=x', 'onerror'], ['marquee', 'onstart'], ['style', 'onload'], ['link rel=stylesheet href=x', 'onerror'], ['image src=x', 'onerror'],
  ['svg><animate attributeName=x dur=1s', 'onbegin'], ['input type=image src=x', 'onerror'], ['embed src=x', 'onload'], ['track src=x', 'onerror'], ['keygen autofocus', 'onfocus'],
];

/** Tags and URLs that run code on their own or by navigation. */
const STANDALONE = [
  '<script>ACT</script>', '<ScRiPt>ACT</sCrIpT>', '<script src="data:text/javascript,ACT"></script>', '<iframe srcdoc="<script>parent.ACT</script>"></iframe>',
  '<iframe src="javascript:parent.ACT"></iframe>', '<a href="javascript:ACT">x</a>', '<form action="javascript:ACT"><button>x</button></form>',
  '<math><mi xlink:href="javascript:ACT">x</mi></math>', '<meta http-equiv="refresh" content="0;url=javascript:ACT">', '<base href="javascript:ACT//">',
  '<object data="javascript:ACT"></object>', '<embed src="javascript:ACT">', '<svg><script>ACT</script></svg>', '<template><script>ACT</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=ACT>">', '<scr<script>ipt>ACT</scr</script>ipt>', '<<script>ACT//<</script>',
  '<img src=x onerror=&#97;&#108;&#101;&#114;&#116;(N)>', '<img src=x onerror="&#x61;lert(N)">', '<a href="jav&#x09;ascript:ACT">x</a>',
  '<svg/onload=ACT>', '<img/src=x/onerror=ACT>', '"onmouseover="ACT', "' autofocus onfocus='ACT", 'javascript:ACT',
  '{{constructor.constructor("ACT")()}}', '${ACT}', '<%= ACT %>', '\\u003cscript\\u003eACT\\u003c/script\\u003e', '%3Cscript%3EACT%3C%2Fscript%3E',
  '&lt;script&gt;ACT&lt;/script&gt;', '<style>@import "javascript:ACT";</style>', '<div style="background:url(javascript:ACT)">', '$\\href{javascript:ACT}{x}$',
];

/** `count` distinct payloads (deterministic): handler and standalone vectors × actions × context breakers. */
export function xssPayloads(count = 300): string[] {
  const out: string[] = [];
  let n = 0;
  const add = (template: string, action: string, breaker: string) => {
    n++;
    const act = action.replace(/N/g, String(n));
    out.push(`${breaker}${template.replace(/ACT/g, act).replace(/\bN\b/g, String(n))}`);
  };
  for (let i = 0; out.length < count; i++) {
    const breaker = BREAKERS[i % BREAKERS.length];
    const action = ACTIONS[Math.floor(i / BREAKERS.length) % ACTIONS.length];
    if (i % 2 === 0) {
      const [tag, attr] = HANDLERS[(i / 2) % HANDLERS.length];
      add(`<${tag} ${attr}=${i % 4 === 0 ? `"ACT"` : 'ACT'}>`, action, breaker);
    } else {
      add(STANDALONE[((i - 1) / 2) % STANDALONE.length], action, breaker);
    }
  }
  return out;
}
