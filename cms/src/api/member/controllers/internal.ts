// Server-to-server routes for the booking service (CMS_API_TOKEN): a member's contact facts,
// and the booking form's intake fields written back to the member's profile.
import type { Core } from '@strapi/strapi';
import { CODES, memberIntakeSchema } from '@mystic/shared';
import { idParam } from '../../../lib/http/ids';
import { bodyOf, type Ctx } from '../../../lib/members/context';
import { invalid, notFound, parseOr422 } from '../../../lib/http/errors';
import { resolveProfileRefs, saveProfileRefs } from '../../../lib/members/extras';
import { endedSessions, type SeenSession } from '../../../lib/members/sessions';
import { findMember } from '../../../lib/members/users';
import { contentVersion } from '../../../lib/content-version';

/** At most this many sessions per question: the booking service asks in batches. */
const MAX_SESSIONS = 1000;

/** `{ sessions: [{ id, user_id }] }` as the booking service sends it, or null. */
function seenSessions(body: Record<string, unknown>): SeenSession[] | null {
  const list = body.sessions;
  if (!Array.isArray(list) || list.length > MAX_SESSIONS) return null;
  const seen: SeenSession[] = [];
  for (const item of list as unknown[]) {
    const { id, user_id: userId } = (item ?? {}) as { id?: unknown; user_id?: unknown };
    if (typeof id !== 'string' || !id || id.length > 200) return null;
    if (typeof userId !== 'number' || !Number.isSafeInteger(userId) || userId <= 0) return null;
    seen.push({ sessionId: id, userId });
  }
  return seen;
}

// The contract's intake fields (zod refuses .pick on the booking form since its cross-field rule).
const intakeSchema = memberIntakeSchema;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /**
   * Which of the sessions the booking service has seen in access tokens are ended, so it can
   * refuse their tokens within a second without asking the CMS on every request; with the
   * content version and the facts of their members, which keep its booking caches current.
   */
  async endedSessions(ctx: Ctx) {
    const seen = seenSessions(bodyOf(ctx));
    if (!seen) throw invalid({ sessions: [CODES.validationFailed] });
    // The version first: whatever changes meanwhile is told to the booking service after it.
    const version = await contentVersion(strapi);
    const { ended, members } = await endedSessions(strapi, seen);
    ctx.body = { data: { ended, content_version: version, members } };
  },

  async show(ctx: Ctx) {
    const id = idParam(ctx, 'id');
    const member = id ? await findMember(strapi, id) : null;
    if (!member) throw notFound();
    ctx.body = {
      data: {
        id: member.id,
        username: member.username,
        email: member.email,
        phone: member.phone ?? null,
        blocked: Boolean(member.blocked),
        // For a booking service older than the cms-changes endpoint (a rolling upgrade): it
        // reused its cached prices and settings only while this was unchanged.
        content_version: await contentVersion(strapi),
      },
    };
  },

  async intake(ctx: Ctx) {
    const id = idParam(ctx, 'id');
    const member = id ? await findMember(strapi, id) : null;
    if (!member) throw notFound();
    const input = parseOr422(intakeSchema, bodyOf(ctx));
    const refs = await resolveProfileRefs(
      strapi,
      { gender: input.gender, weekday: input.birthday, dob: input.dob },
      { gender: CODES.genderRequired, birthday: CODES.birthdayRequired },
    );
    if (Object.keys(refs.errors).length) throw invalid(refs.errors);
    // The login e-mail is the account's identity and stays as it is; the booking keeps its own
    // copy of the e-mail given on the form.
    await strapi.plugin('users-permissions').service('user').edit(member.id, {
      dob: input.dob,
      social_link: input.social_link,
    });
    await saveProfileRefs(strapi, member.id, refs.data);
    ctx.body = { data: { id: member.id } };
  },
});
