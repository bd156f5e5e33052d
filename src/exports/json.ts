import type { ExportMeta, ExportWriter } from './export-writer.ts';

/**
 * JSON: `{ "title", "source", "generated_at", "papers": [ …every record… ], "list_only": [ …accepted papers known only
 * from an official list… ] }`, one record per line.
 */
export function jsonWriter(meta: ExportMeta): ExportWriter {
  let first = true;
  let listed = false;
  return {
    contentType: 'application/json; charset=utf-8',
    extension: 'json',
    begin: () => `{"title":${JSON.stringify(meta.title)},"source":${JSON.stringify(meta.source)},"generated_at":${JSON.stringify(meta.generatedAt)},"papers":[`,
    entry(r) {
      const s = `${first ? '\n' : ',\n'}${JSON.stringify(r)}`;
      first = false;
      return s;
    },
    listOnly(r) {
      const s = `${listed ? ',\n' : '\n],"list_only":[\n'}${JSON.stringify(r)}`;
      listed = true;
      return s;
    },
    end: () => (listed ? '\n]}\n' : '\n],"list_only":[]}\n'),
  };
}
