/**
 * What an endpoint is, as the table in endpoints.ts writes it, and the types both sides read off
 * an entry: the web's api client (its request and answer) and the server's typed `send` (the answer
 * it may write). docs/decisions/0019-the-endpoint-table.md says why.
 */
import type * as v from 'valibot';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call it. 'optional': anyone, and a signed-in caller's answer is their own (the admin gets
 * more); 'required': a signed-in member; 'admin': the admin (the server decides who that is).
 */
export type EndpointAuth = 'none' | 'optional' | 'required' | 'admin';

/** A body sent as it is, with its content type (an import's GeoJSON or CSV file). */
export interface FileBody {
  text: string;
  type: string;
}

/** An answer that is a file to save: its text and the name the server gives it. */
export interface FileAnswer {
  text: string;
  fileName: string | null;
}

export interface Endpoint {
  method: HttpMethod;
  /** Express-style: ':name' is a path parameter. */
  path: `/api/${string}`;
  auth: EndpointAuth;
  /** The path parameters' schemas; without it each is a string. */
  params?: v.ObjectEntries;
  /** The query string's parameters (strings, as in an address). */
  query?: v.ObjectEntries;
  /** JSON checked against a schema, or 'file': sent as it is, with its content type. */
  body?: v.GenericSchema | 'file';
  /** JSON checked against a schema, 'no-content' (204), or 'file' (a download). */
  answer: v.GenericSchema | 'no-content' | 'file';
  /** The status of a successful answer when it is not 200. */
  status?: 201 | 204;
  /**
   * A read whose server may rightly take long (a member's portfolio paged through Upland on a cold
   * cache, an export of every entry): the web waits longer for it (web/src/lib/api.ts).
   */
  slow?: true;
}

/** A group of the table's entries (api.mapData, api.upland…). */
export type EndpointGroup = Record<string, Endpoint>;

/** An entry of the table: keeps its literal types (path, auth, schemas) for the types below. */
export const endpoint = <const E extends Endpoint>(spec: E): E => spec;

/** The names of a path's ':name' parameters. */
export type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters a caller gives: from the schemas when the entry has them, else strings. */
export type ParamsOf<E extends Endpoint> = E['params'] extends v.ObjectEntries
  ? v.InferInput<v.ObjectSchema<E['params'], undefined>>
  : Record<ParamNames<E['path']>, string>;

export type QueryOf<E extends Endpoint> = E['query'] extends v.ObjectEntries
  ? v.InferInput<v.ObjectSchema<E['query'], undefined>>
  : never;

/** What a caller sends: the schema's input, or a file. */
export type BodyOf<E extends Endpoint> = E['body'] extends v.GenericSchema
  ? v.InferInput<E['body']>
  : E['body'] extends 'file'
    ? FileBody
    : never;

/** What a caller reads once the answer has passed its schema. */
export type AnswerOf<E extends Endpoint> = E['answer'] extends v.GenericSchema
  ? v.InferOutput<E['answer']>
  : E['answer'] extends 'file'
    ? FileAnswer
    : undefined;

/** What the server may write as the answer: whatever the schema accepts. */
export type SentAnswerOf<E extends Endpoint> = E['answer'] extends v.GenericSchema ? v.InferInput<E['answer']> : never;

/** The endpoints that answer JSON (the server's `send` writes those). */
export type JsonEndpoint = Endpoint & { answer: v.GenericSchema };

/**
 * The address of a call: each ':name' replaced by its parameter (URL-encoded), and the query
 * parameters that have a value, in the order given.
 */
export function pathOf<E extends Endpoint>(
  entry: E,
  params?: Record<string, string>,
  query?: Record<string, string | undefined>,
): string {
  const path = entry.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${entry.method} ${entry.path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(query ?? {})
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return search.length > 0 ? `${path}?${search.join('&')}` : path;
}
