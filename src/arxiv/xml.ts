import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Error for a response body that is not well-formed XML (truncated, HTML error page…); names the line. */
export class XmlBodyError extends Error {
  readonly code = 'ARXIV_BAD_XML';
  constructor(readonly url: string, readonly line: number | null, message: string) {
    super(`${url}: response is not well-formed XML${line ? ` (line ${line})` : ''}: ${message}`);
  }
}

const ARRAYS = new Set(['record', 'setSpec', 'version', 'author', 'entry', 'category', 'link', 'error']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ARRAYS.has(name),
});

/** Validates then parses an arXiv XML body (ids and numbers stay strings; namespaces dropped; repeated elements are arrays). */
export function parseXml(xml: string, url: string): Record<string, any> {
  const check = XMLValidator.validate(xml);
  if (check !== true) throw new XmlBodyError(url, check.err.line ?? null, check.err.msg);
  const doc = parser.parse(xml) as Record<string, any>;
  if (!doc || typeof doc !== 'object') throw new XmlBodyError(url, null, 'empty document');
  return doc;
}

/** The text of an element that may carry attributes (`{ '#text': … }`) or be absent. */
export function text(node: unknown): string | null {
  if (node === undefined || node === null) return null;
  if (typeof node === 'string') return node;
  if (typeof node === 'object' && '#text' in (node as object)) return String((node as { '#text': unknown })['#text']);
  if (typeof node === 'object') return '';
  return String(node);
}
