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

/**
 * The Hono path of an OpenAPI path (`/papers/{id}` → `/papers/:id`). A paper's id may hold one slash: an old-style
 * arXiv id as arXiv writes it (`hep-th/9901001`, `math.GT/0309136v2`), besides URL-encoded (`hep-th%2F9901001`).
 */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1').replace(/^\/papers\/:id(?=\/|$)/, '/papers/:id{[^/]+(?:/[0-9]{7}(?:[vV][0-9]+)?)?}');
}
