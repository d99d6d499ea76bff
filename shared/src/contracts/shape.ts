// The shape of one endpoint's contract (issue 40) and the pieces most contracts are built of.
// Every entry of ENDPOINTS (endpoints.ts) has one, in a module of its feature under contracts/,
// gathered in ENDPOINT_SCHEMAS (endpoint-schemas.ts); a shared test holds the two lists equal.
import { z } from 'zod';
import { LOCALES } from '../constants.js';
import type { MessageCode } from '../codes.js';
import type { EndpointName } from '../endpoints.js';

export interface EndpointSchemas {
  /** The path's `:params`, as strings from the path (coerce numbers). */
  params?: z.ZodType;
  /** What the endpoint reads from the query string. */
  query?: z.ZodType;
  /** The JSON body a POST, PATCH or PUT takes; with `multipart`, the form's fields instead. */
  body?: z.ZodType;
  /** The body is multipart/form-data: `body` describes its fields (a file is `fileField`). */
  multipart?: true;
  /**
   * The answer's body when it succeeds: `noContent` for a 204, `fileAnswer` for an image or a
   * file, `redirectAnswer` for a redirect; JSON otherwise.
   */
  answer: z.ZodType;
  /**
   * The MessageCodes its error answers may carry, besides those any endpoint may (the status's
   * own: validation_failed, unauthenticated, too_many_requests, service_unavailable, ...).
   */
  codes?: readonly MessageCode[];
}

/** A feature's contracts: `export const X_SCHEMAS = {...} satisfies EndpointContracts`. */
export type EndpointContracts = Partial<Record<EndpointName, EndpointSchemas>>;

// ---- The pieces.

export const id = z.number().int();
export const text = z.string();
export const optionalText = z.string().nullish();
export const locale = z.enum(LOCALES).optional();
/** A calendar day, `YYYY-MM-DD`. */
export const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A 204: no body. */
export const noContent = z.undefined();
/** An image or another file (its bytes, not JSON). */
export const fileAnswer = z.unknown().describe('file');
/** A redirect (3xx) to another address. */
export const redirectAnswer = z.unknown().describe('redirect');
/** A file field of a multipart body. */
export const fileField = z.unknown().describe('file');

export const envelopeOf = <T extends z.ZodType>(data: T) => z.object({ data });
export const pageMetaSchema = z.object({
  current_page: id,
  last_page: id,
  per_page: id,
  total: id,
});
/**
 * A page's `meta` (Laravel-style pager), built here for every paged answer (the CMS's lists, the
 * reader's queue): at least one last page, even for an empty list.
 */
export const pageMeta = (
  page: number,
  pageSize: number,
  total: number,
): z.infer<typeof pageMetaSchema> => ({
  current_page: page,
  last_page: Math.max(1, Math.ceil(total / pageSize)),
  per_page: pageSize,
  total,
});
export const pagedOf = <T extends z.ZodType>(row: T) =>
  envelopeOf(z.object({ data: z.array(row), meta: pageMetaSchema }));
/** `{ message, code }`: an answer that is only a confirmation for a person. */
export const noticeAnswer = z.object({ message: text, code: text.optional() });

/** A path parameter that is a positive whole number. */
export const intParam = z.coerce.number().int().positive();

export const localeQuery = z.object({ locale });
const pageNumber = z.coerce.number().int().positive().optional();
export const pagedQuery = localeQuery.extend({ page: pageNumber, page_size: pageNumber });
