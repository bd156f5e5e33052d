import type { Context } from 'hono';
import type { z } from 'zod';
import type { WebDeps } from '../deps.ts';

/** What a handler receives: validated path, query and body, plus the request context and dependencies. */
export interface HandlerInput<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  c: Context;
  deps: WebDeps;
}

/** One API route: the schemas that validate its request and response, and from which the OpenAPI document is generated. */
export interface ApiRoute<P extends z.ZodType = z.ZodType, Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  method: 'get' | 'post';
  /** OpenAPI-style path below /api/v1, e.g. `/papers/{id}`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  params?: P;
  /** Path parameters that match more than one path segment: a Hono pattern per name (the default is one segment). */
  paramPatterns?: Record<string, string>;
  query?: Q;
  body?: B;
  /** Success status and its body schema. */
  status: 200 | 201;
  response: R;
  /** Error statuses this route may answer (documented with the Error schema). */
  errors: number[];
  handler(input: HandlerInput<P, Q, B>): Promise<z.input<R>>;
}

/** Declares a route with its handler typed by its schemas. */
export function route<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(r: ApiRoute<P, Q, B, R>): ApiRoute {
  return r as unknown as ApiRoute;
}

/** The Hono path of a route's OpenAPI path (`/papers/{id}` → `/papers/:id`, with the route's `paramPatterns`). */
export function honoPath(r: Pick<ApiRoute, 'path' | 'paramPatterns'>): string {
  return r.path.replace(/\{(\w+)\}/g, (_, name: string) => `:${name}${r.paramPatterns?.[name] ? `{${r.paramPatterns[name]}}` : ''}`);
}
