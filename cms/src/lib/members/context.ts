// Typed access to what Strapi's body parser and the member middlewares put on the Koa context.
import type { Context } from 'koa';
import type { MemberRow } from './users';
import { unauthenticated } from '../http/errors';

export type Ctx = Context;

interface MemberState {
  member?: MemberRow;
  memberSessionId?: string;
}

/** The parsed JSON or form body, or an empty object. */
export function bodyOf(ctx: Ctx): Record<string, unknown> {
  const body = (ctx.request as { body?: unknown }).body;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

export function filesOf(ctx: Ctx): Record<string, unknown> {
  return ((ctx.request as { files?: Record<string, unknown> }).files ?? {}) as Record<
    string,
    unknown
  >;
}

/** The member the require-member middleware authenticated (throws 401 if the route forgot it). */
export function currentMember(ctx: Ctx): { member: MemberRow; sessionId: string | undefined } {
  const state = ctx.state as MemberState;
  if (!state.member) throw unauthenticated();
  return { member: state.member, sessionId: state.memberSessionId };
}

export function setCurrentMember(ctx: Ctx, member: MemberRow, sessionId: string | undefined) {
  const state = ctx.state as MemberState & { user?: unknown };
  state.member = member;
  state.memberSessionId = sessionId;
  // Other Strapi code (sanitizers, policies) expects the authenticated user here.
  state.user = member;
}

/** The client address: the socket, or the X-Forwarded-For the gateway overwrites. */
export function clientIp(ctx: Ctx): string {
  return ctx.request.ip || 'unknown';
}
