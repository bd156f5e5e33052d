import type { ExportMeta, ExportWriter } from './export-writer.ts';

/** JSON: `{ "title", "source", "generated_at", "papers": [ …every record… ] }`, one paper per line. */
export function jsonWriter(meta: ExportMeta): ExportWriter {
  let first = true;
  return {
    contentType: 'application/json; charset=utf-8',
    extension: 'json',
    begin: () => `{"title":${JSON.stringify(meta.title)},"source":${JSON.stringify(meta.source)},"generated_at":${JSON.stringify(meta.generatedAt)},"papers":[`,
    entry(r) {
      const s = `${first ? '\n' : ',\n'}${JSON.stringify(r)}`;
      first = false;
      return s;
    },
    end: () => '\n]}\n',
  };
}
