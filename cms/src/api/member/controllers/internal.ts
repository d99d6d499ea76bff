// Server-to-server routes for the booking service (CMS_API_TOKEN): a member's contact facts,
// and the booking form's intake fields written back to the member's profile.
import type { Core } from '@strapi/strapi';
import { MESSAGES, appointmentSchema } from '@mystic/shared';
import { bodyOf, idParam, type Ctx } from '../../../lib/members/context';
import { invalid, notFound, parseOr422 } from '../../../lib/members/errors';
import { resolveProfileRefs, saveProfileRefs } from '../../../lib/members/extras';
import { findMember } from '../../../lib/members/users';

const intakeSchema = appointmentSchema.pick({
  email: true,
  dob: true,
  gender: true,
  birthday: true,
  social_link: true,
});

export default ({ strapi }: { strapi: Core.Strapi }) => ({
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
      { gender: input.gender, weekday: input.birthday },
      { gender: MESSAGES.genderRequired, birthday: MESSAGES.birthdayRequired },
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
