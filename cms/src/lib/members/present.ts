// The member answer: Strapi's content-API output sanitiser first (drops private and password
// fields), then the explicit allow-list of memberView.
import type { Core } from '@strapi/strapi';
import type { User } from '@mystic/shared';
import { loadMemberExtras } from './extras';
import { USER_UID, memberView, type MemberRow } from './users';

export async function memberAnswer(strapi: Core.Strapi, row: MemberRow): Promise<User> {
  const clean = (await strapi.contentAPI.sanitize.output(
    row,
    strapi.getModel(USER_UID),
  )) as MemberRow;
  return memberView(clean, await loadMemberExtras(strapi, row.id));
}
