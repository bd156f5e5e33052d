/**
 * A page's HTML as one display language shows it: the words marked for the other language (`<span class="w-en">` on
 * the Chinese displays, `<span class="w-zh">` on EN) removed, the kept ones unwrapped — what a reader sees in a badge.
 */
export function shownIn(html: string, lang: 'zh' | 'en'): string {
  const drop = lang === 'zh' ? 'w-en' : 'w-zh';
  return html.replace(new RegExp(`<span class="${drop}"[^>]*>[^<]*</span>`, 'g'), '').replace(/<span class="w-(?:zh|en)"[^>]*>([^<]*)<\/span>/g, '$1');
}
