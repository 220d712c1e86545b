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

/**
 * A query string of the values given (`?kind=reward&page=2`); empty and missing values are left
 * out, so a screen can pass its filters as they stand.
 */
export function buildQuery(query: Readonly<Record<string, string | number | null | undefined>> | undefined): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

type Field<E, K extends string> = E extends Record<K, infer S> ? S : never;

/** Parsed 2xx body of an endpoint. */
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;
/** Body a caller sends (`never` when the endpoint takes none). */
export type BodyOf<N extends EndpointName> =
  Field<Endpoints[N], 'body'> extends z.ZodType ? z.input<Field<Endpoints[N], 'body'>> : never;
export type ParamsOf<N extends EndpointName> = PathParams<Endpoints[N]['path']>;
/** Query-string values a caller sends (text or numbers; `never` when the endpoint takes none). */
export type QueryOf<N extends EndpointName> =
  Field<Endpoints[N], 'query'> extends z.ZodType
    ? { [K in keyof z.input<Field<Endpoints[N], 'query'>>]?: string | number }
    : never;
