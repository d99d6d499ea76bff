// Between the CMS and the booking service: the private endpoints each calls on the other
// (a service token on the private network; the gateway never forwards them).
import { z } from 'zod';
import { envelopeOf, id, noContent, optionalText, text, type EndpointContracts } from './shape.js';

/** What a booking needs of a member, as the CMS tells the booking service. */
export const memberFactsSchema = z.object({
  id,
  username: text,
  phone: optionalText,
  blocked: z.boolean(),
});
export type MemberFacts = z.output<typeof memberFactsSchema>;

/** `GET /api/internal/members/:id`: the member's facts and e-mail, for the booking's mails. */
export const internalMemberSchema = memberFactsSchema.extend({ email: text });

const contentVersionValue = z.string().min(1).max(100);

/**
 * `POST /api/booking/admin/cms-changes`: the CMS tells the booking service its new content
 * version (prices, settings and lists cached at another one are not used again) and the members
 * whose name, phone or blocked flag changed (read afresh at their next booking).
 */
export const cmsChangesSchema = z
  .object({
    content_version: contentVersionValue.optional(),
    members: z.array(id.positive()).max(1000).optional(),
  })
  .strict();
export type CmsChangeNotice = z.output<typeof cmsChangesSchema>;

/** `POST /api/internal/sessions/ended`: the sessions the booking service has seen in tokens. */
export const seenSessionsSchema = z.object({
  sessions: z.array(z.object({ id: z.string().min(1).max(200), user_id: id.positive() })).max(1000),
});

/**
 * Its answer: which of them ended, and, as of the same moment, the content version and the facts
 * of their members (the booking service's caches catch up with any change it was not told of).
 * The last two are absent from an older CMS.
 */
export const endedSessionsAnswerSchema = envelopeOf(
  z.object({
    ended: z.array(z.string()),
    content_version: contentVersionValue.optional(),
    members: z.array(memberFactsSchema).optional(),
  }),
);

export const INTERNAL_SCHEMAS = {
  internalMember: { answer: envelopeOf(internalMemberSchema) },
  internalEndedSessions: { body: seenSessionsSchema, answer: endedSessionsAnswerSchema },
  cmsChanged: { body: cmsChangesSchema, answer: noContent },
} satisfies EndpointContracts;
