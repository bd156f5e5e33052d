import { z } from 'zod';
import { ApiError } from './schemas.ts';
import type { ApiRoute } from './define.ts';

/** The 301 of an edition route (venues/slug-redirects.ts). */
const EDITION_MOVED = 'Moved permanently: the catalogue renamed this edition\'s venue; Location names the same route under the new edition slug, query kept';
const REASONS: Record<number, string> = { 301: 'Moved permanently: the id is not in arXiv\'s canonical form (e.g. math.GT/0309136, 2605.1234, a version); Location names the canonical URL', 304: 'Not modified (If-None-Match / If-Modified-Since)', 400: 'Invalid request', 404: 'Not found', 409: 'Conflict: already done (a report the same reader already filed and is still open)', 413: 'Body too large', 429: 'Too many requests', 500: 'Server error' };

type Json = Record<string, unknown>;

/** JSON Schema (2020-12, as OpenAPI 3.1 uses) of a zod schema; named schemas become `#/components/schemas/<id>` references. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Json): Json {
  const raw = JSON.stringify(z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }));
  const out = JSON.parse(raw.replace(/"#\/\$defs\//g, '"#/components/schemas/')) as Json;
  const defs = (out.$defs ?? {}) as Json;
  for (const [k, v] of Object.entries(defs)) components[k] ??= v;
  delete out.$defs;
  delete out.$schema;
  const id = out.id as string | undefined;
  if (id) {
    delete out.id;
    components[id] ??= out;
    return { $ref: `#/components/schemas/${id}` };
  }
  return out;
}

function parameters(r: ApiRoute, components: Json): Json[] {
  const out: Json[] = [];
  for (const [where, schema] of [['path', r.params], ['query', r.query]] as const) {
    if (!schema) continue;
    const js = jsonSchema(schema, 'input', components) as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, s] of Object.entries(js.properties ?? {})) {
      const { description, ...rest } = s;
      out.push({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), ...(description ? { description } : {}), schema: rest });
    }
  }
  return out;
}

function operation(r: ApiRoute, components: Json): Json {
  const json = (schema: z.ZodType, io: 'input' | 'output') => ({ 'application/json': { schema: jsonSchema(schema, io, components) } });
  const responses: Json = { [r.status]: { description: 'OK', content: json(r.response, 'output'), ...(r.method === 'get' ? { headers: { ETag: { schema: { type: 'string' } }, 'Last-Modified': { schema: { type: 'string' } }, 'Cache-Control': { schema: { type: 'string' } } } } : {}) } };
  for (const s of r.errors) {
    if (s === 304) responses[s] = { description: REASONS[s] };
    else if (s === 301) responses[s] = { description: r.tag === 'venues' ? EDITION_MOVED : REASONS[s], headers: { Location: { schema: { type: 'string' } } } };
    else responses[s] = { description: REASONS[s] ?? 'Error', content: json(ApiError, 'output') };
  }
  return {
    operationId: r.operationId, summary: r.summary, tags: [r.tag], parameters: parameters(r, components),
    ...(r.body ? { requestBody: { required: true, content: json(r.body, 'input') } } : {}),
    responses,
  };
}

/** What each tag's operations are about (OpenAPI global tags). */
const TAGS: Record<string, string> = {
  papers: 'One arXiv paper with everything Paperboard knows about it',
  corrections: 'Reports (纠错) of a wrong field, moderated before they apply',
  venues: 'Venue editions (a venue in a year) and their papers',
  institutions: 'Institutions (canonical organisations) and their papers',
  search: 'Full-text search in English and Chinese',
};

/**
 * The OpenAPI 3.1 document of the routes, generated from the same zod schemas that validate requests and responses.
 * The API is public: `security: []` says so (no scheme needed); reports are rate-limited per client instead.
 */
export function openApiDocument(routes: ApiRoute[], version: string): Json {
  const components: Json = {};
  const paths: Record<string, Json> = {};
  for (const r of routes) (paths[r.path] ??= {})[r.method] = operation(r, components);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Paperboard API', version, license: { name: 'MIT', identifier: 'MIT' },
      description: 'Bilingual digest of ML conference papers on arXiv: papers (venues, institutions, AI fields, corrections applied), venues, institutions, search and 纠错 reports. Lists use cursor pagination (?cursor=next_cursor). GET answers carry ETag / Last-Modified and allow any origin (CORS).',
    },
    servers: [{ url: '/api/v1' }],
    security: [],
    tags: [...new Set(routes.map((r) => r.tag))].map((name) => ({ name, description: TAGS[name] ?? name })),
    paths,
    components: { schemas: components },
  };
}
