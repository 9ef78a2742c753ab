/** The signed-in owner behind a request, as the bearer token proved it. */
export interface CurrentAdmin {
  id: number;
  email: string;
  /** The token's id (jti), so logout can revoke exactly this token. */
  tokenId: string;
  /** When the token expires (seconds since the epoch). */
  expiresAt: number;
}
