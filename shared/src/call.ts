// One typed call for every client of the API (issue 40): the SPA, the reader's desk and the
// booking service's CMS client each give their own transport (tokens, base address, fetch), and
// call endpoints by name: the path is built from the table, the query and body are typed by the
// endpoint's contract, and the answer is z.output of its answer schema. Plain data and types only,
// so the SPA's shell carries no schema.
import type { AnswerOf, BodyOf, QueryOf } from './endpoint-schemas.js';
import {
  ENDPOINTS,
  fillPath,
  type EndpointName,
  type EndpointParams,
  type HttpMethod,
} from './endpoints.js';

type QueryValue = string | number | boolean | null | undefined;

/** What a call of endpoint N takes: its path's params (when it has any), query and body. */
export type CallInput<N extends EndpointName> = (keyof EndpointParams<N> extends never
  ? { params?: undefined }
  : { params: EndpointParams<N> }) & {
  query?: QueryOf<N> & Record<string, QueryValue>;
  /** The JSON body, or FormData for a multipart one. */
  body?: BodyOf<N> | FormData;
};

/** A call ready to send: the method, the concrete path, the query and the body. */
export interface PreparedCall {
  name: EndpointName;
  method: HttpMethod;
  path: string;
  query?: Record<string, QueryValue>;
  body?: unknown;
}

export function prepareCall<N extends EndpointName>(
  name: N,
  input: Partial<CallInput<N>> = {},
): PreparedCall {
  const { method } = ENDPOINTS[name];
  const path = fillPath(name, (input.params ?? {}) as Record<string, string | number>);
  return { name, method, path, query: input.query, body: input.body };
}

/** Sends a prepared call and answers its body, or throws the client's own typed error. */
export type Transport<O> = (call: PreparedCall, options?: O) => Promise<unknown>;

type Args<N extends EndpointName, O> = keyof EndpointParams<N> extends never
  ? [input?: CallInput<N>, options?: O]
  : [input: CallInput<N>, options?: O];

/** The typed call of one client: `call('appointment', { params: { appointmentNo } })`. */
export function typedCall<O = undefined>(transport: Transport<O>) {
  return <N extends EndpointName>(name: N, ...[input, options]: Args<N, O>) =>
    transport(prepareCall(name, input), options) as Promise<AnswerOf<N>>;
}
