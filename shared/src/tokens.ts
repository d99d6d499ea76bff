/**
 * What the booking service may rely on in a member's access token. The CMS issues it through
 * Strapi 5's session manager (users-permissions, jwtManagement "refresh"): an HS256 JWT signed
 * with the users-permissions JWT_SECRET. Refresh tokens are signed with the same key, so a
 * verifier must insist on `type: 'access'`.
 */
export interface AccessTokenClaims {
  /** The Strapi user id, as a decimal string. */
  userId: string;
  sessionId: string;
  type: 'access';
  iat: number;
  exp: number;
}
export const ACCESS_TOKEN_ALGORITHM = 'HS256';
export const ACCESS_TOKEN_TYPE = 'access';
