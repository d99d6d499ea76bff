// The SPA's typed call (issue 40): `call('appointment', { params: { appointmentNo } })` sends
// through request() and answers AnswerOf<'appointment'>. Types only from the contract: the
// browser never loads a schema for it (the API tests hold the answers to them).
import { typedCall } from '@mystic/shared';
import { request, type RequestOptions } from './request';

export type CallOptions = Omit<RequestOptions, 'query' | 'body'>;

export const call = typedCall<CallOptions>((prepared, options) =>
  request(prepared.method, prepared.path, {
    ...options,
    query: prepared.query,
    body: prepared.body,
  }),
);
