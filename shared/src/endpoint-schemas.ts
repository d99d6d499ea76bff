// Every endpoint's contract (issues 17 and 40): its params, query, body, answer and the message
// codes it may answer with, keyed by the names of the endpoint table (endpoints.ts). Each feature
// writes its own in contracts/<feature>.ts and adds one spread line below; a shared test
// (tests/endpoint-schemas.test.ts) fails when an endpoint has no contract or a contract no
// endpoint. Apart from the table so the SPA's shell, which builds paths from the table, carries
// no schema: the SPA takes only types from here (z.infer), servers and tests the schemas.
import type { z } from 'zod';
import type { EndpointName } from './endpoints.js';
import type { EndpointContracts } from './contracts/shape.js';
import { CONTENT_SCHEMAS } from './contracts/content.js';
import { INTERNAL_SCHEMAS } from './contracts/internal.js';
import { BOOKING_SCHEMAS } from './contracts/bookings.js';
import { MEMBER_SCHEMAS } from './contracts/members.js';
import { DESK_SCHEMAS } from './contracts/desk.js';
import { READER_NOTIFY_SCHEMAS } from './contracts/reader-notify.js';
import { DESK_STATS_SCHEMAS } from './contracts/desk-stats.js';
import { READING_SCHEMAS } from './contracts/readings.js';
import { WAITLIST_SCHEMAS } from './contracts/waitlist.js';

export * from './contracts/shape.js';
export * from './contracts/content.js';
export * from './contracts/internal.js';
export * from './contracts/bookings.js';
export * from './contracts/members.js';
export * from './contracts/desk.js';
export * from './contracts/reader-notify.js';
export * from './contracts/desk-stats.js';
export * from './contracts/readings.js';
export * from './contracts/waitlist.js';

const REGISTRY = {
  ...CONTENT_SCHEMAS,
  ...INTERNAL_SCHEMAS,
  ...BOOKING_SCHEMAS,
  ...MEMBER_SCHEMAS,
  ...DESK_SCHEMAS,
  ...READER_NOTIFY_SCHEMAS,
  ...DESK_STATS_SCHEMAS,
  ...READING_SCHEMAS,
  ...WAITLIST_SCHEMAS,
} satisfies EndpointContracts;

type Contracts = typeof REGISTRY;
/** Each endpoint's contract: by a literal name its exact schemas, by any name maybe one. */
export const ENDPOINT_SCHEMAS: EndpointContracts & Contracts = REGISTRY;

/** The endpoints that have their contract (all of them, once every feature has written its own). */
export type ContractedEndpoint = keyof Contracts & EndpointName;
type Part<N, K extends string> = N extends keyof Contracts
  ? Contracts[N] extends Record<K, infer S extends z.ZodType>
    ? S
    : never
  : never;
/** What endpoint N answers when it succeeds (z.output of its answer schema). */
export type AnswerOf<N extends EndpointName> = z.output<Part<N, 'answer'>>;
/** The body endpoint N takes (z.input: what a caller sends, before defaults and conversions). */
export type BodyOf<N extends EndpointName> = z.input<Part<N, 'body'>>;
/** The query endpoint N reads. */
export type QueryOf<N extends EndpointName> = z.input<Part<N, 'query'>>;
