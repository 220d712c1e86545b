import type { z } from 'zod';
import type { EndpointName, Endpoints } from './endpoints.js';

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** `{ id: string | number }` for `/api/Rewards/Buy/{id}`; `{}` for a path without placeholders. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string | number };

/** Fills a path template; every value is URI-encoded (Persian page slugs included). */
export function buildPath<P extends string>(template: P, params: PathParams<P>): string {
  const values = params as Record<string, string | number>;
  return template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

type Field<E, K extends string> = E extends Record<K, infer S> ? S : never;

/** Parsed 2xx body of an endpoint. */
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
/** Body a caller sends (`never` when the endpoint takes none). */
export type BodyOf<N extends EndpointName> =
  Field<Endpoints[N], 'body'> extends z.ZodType ? z.input<Field<Endpoints[N], 'body'>> : never;
export type ParamsOf<N extends EndpointName> = PathParams<Endpoints[N]['path']>;
