import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * A signed-out token (by its jti) that the server must refuse until it would have expired
 * anyway. Rows past their expiry prove nothing and are purged on the next logout.
 */
@Entity({ tableName: 'revoked_token' })
export class RevokedToken {
  @PrimaryKey({ type: 'string', length: 64 })
  jti!: string;

  @Index({ name: 'revoked_token_expires_at_index' })
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
