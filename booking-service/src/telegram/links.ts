// One-time Telegram deep links (t.me/<bot>?start=<token>): the desk makes one for the reader, the
// slip one for a member; /start <token> in the bot links that chat. Only the token's hash is
// stored, it works once and for 15 minutes.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from '../context.js';
import type { Db } from '../db/index.js';

export const LINK_TTL_MS = 15 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createLink(
  ctx: Context,
  username: string,
  audience: 'reader' | 'member',
  ownerId: number,
  locale: 'en' | 'my',
): Promise<{ url: string; expires_at: string }> {
  // 32 url-safe characters: within Telegram's 64 for a start parameter.
  const token = randomBytes(24).toString('base64url');
  const expires_at = new Date(ctx.now().getTime() + LINK_TTL_MS).toISOString();
  // A new link replaces the owner's earlier ones.
  await ctx.db
    .deleteFrom('telegram_links')
    .where('audience', '=', audience)
    .where('owner_id', '=', ownerId)
    .execute();
  await ctx.db
    .insertInto('telegram_links')
    .values({ token_hash: hashOf(token), audience, owner_id: ownerId, locale, expires_at })
    .execute();
  return { url: `https://t.me/${username}?start=${token}`, expires_at };
}

/** Uses `token` once: whose link it was, or null (unknown, used or expired). */
export async function useLink(db: Db, token: string, now: Date) {
  const hash = hashOf(token);
  const row = await db
    .selectFrom('telegram_links')
    .selectAll()
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  if (!row) return null;
  const gone = await db
    .deleteFrom('telegram_links')
    .where('token_hash', '=', hash)
    .executeTakeFirst();
  // Two /start of one token at once: only the one that deleted it links.
  if (Number(gone.numDeletedRows) !== 1 || row.expires_at <= now.toISOString()) return null;
  return row;
}
