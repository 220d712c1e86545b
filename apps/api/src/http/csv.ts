import { Readable } from 'node:stream';
import { endpoints, type CsvEndpointName, type EndpointDef, type Endpoints } from '@clorofil/api-client/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Staff } from '../auth/permissions.js';
import { parseInput } from './parse.js';
import type { RouteKit } from './route.js';

// Exports as CSV a spreadsheet opens with its Persian intact: UTF-8 with a byte-order mark (Excel
// reads a file without one in the machine's code page), Persian column labels, dates in Jalali
// from the one date formatter. Rows arrive a page at a time and leave as they come, so a million
// ledger lines never sit in the API's memory.

const BOM = '\uFEFF';

export interface CsvColumn<Row> {
  /** The Persian header of the column. */
  label: string;
  value: (row: Row) => string | number | null;
}

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection); a leading
// apostrophe makes it text. Numbers are written as numbers: a number can carry no formula.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: text that could start a formula is made text, and anything with a comma, quote or line break quoted. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const csvLine = (cells: readonly (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** The file's text: the mark and the header first, then one chunk per page of rows. */
export async function* csvChunks<Row>(
  columns: readonly CsvColumn<Row>[],
  pages: AsyncIterable<readonly Row[]>,
): AsyncGenerator<string> {
  yield BOM + csvLine(columns.map((column) => column.label));
  for await (const rows of pages) {
    if (rows.length > 0) yield rows.map((row) => csvLine(columns.map((column) => column.value(row)))).join('');
  }
}

/**
 * Pages of a keyset query: `next(after)` reads the rows after the last one's key, `size` at a
 * time, until a page comes back short. Each page is one indexed query; none holds the table.
 */
export async function* keysetPages<Row, Key>(
  next: (after: Key | undefined, size: number) => Promise<readonly Row[]>,
  keyOf: (row: Row) => Key,
  size = 2_000,
): AsyncGenerator<readonly Row[]> {
  let after: Key | undefined;
  for (;;) {
    const rows = await next(after, size);
    yield rows;
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = keyOf(last);
  }
}

type Cells = readonly (string | number | null)[];

/**
 * A list a report already holds (a few hundred rows at most, summed by the database), as a file of
 * one page. Its rows are turned into cells here, so lists of different shapes export alike.
 */
export function listExport<Row>(
  fileName: string,
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
): CsvExport<Cells> {
  return {
    fileName,
    columns: columns.map((column, index) => ({ label: column.label, value: (cells: Cells) => cells[index] ?? null })),
    pages: (async function* () {
      yield rows.map((row) => columns.map((column) => column.value(row)));
    })(),
  };
}

type Field<E, K extends string> = E extends { readonly [P in K]: infer S } ? S : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface CsvExport<Row> {
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  pages: AsyncIterable<readonly Row[]>;
}

/**
 * Declares a `csv` endpoint of the contract: the same auth and permission check as every route
 * (its config), params and query parsed with the contract's schemas (bad input: 400 before any
 * row is read), then the file streamed as an attachment.
 */
export function defineCsvRoute<N extends CsvEndpointName, Row>(
  kit: RouteKit,
  name: N,
  build: (input: {
    params: Out<Field<Endpoints[N], 'params'>>;
    query: Out<Field<Endpoints[N], 'query'>>;
    staff: Staff;
    request: FastifyRequest;
  }) => Promise<CsvExport<Row>> | CsvExport<Row>,
): void {
  const def: EndpointDef = endpoints[name];
  kit.app.route({
    method: def.method,
    url: def.path.replace(/\{(\w+)\}/g, ':$1'),
    config: { endpoint: name, auth: def.auth, ...(def.permission ? { permission: def.permission } : {}) },
    handler: async (request, reply: FastifyReply) => {
      const params = def.params ? parseInput(def.params, request.params) : undefined;
      const query = def.query ? parseInput(def.query, request.query) : undefined;
      const file = await build({
        params: params as Out<Field<Endpoints[N], 'params'>>,
        query: query as Out<Field<Endpoints[N], 'query'>>,
        staff: request.staff as Staff,
        request,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(csvChunks(file.columns, file.pages)));
    },
  });
}
