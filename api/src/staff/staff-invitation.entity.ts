import { Entity, Index, ManyToOne, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { Admin } from '../auth/admin.entity';

/**
 * A one-time link to set an invited account's password. Only the token's SHA-256 is stored, so
 * a copy of the database opens no account; the link works until `expiresAt` and only once.
 */
@Entity({ tableName: 'staff_invitation' })
export class StaffInvitation {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Index({ name: 'staff_invitation_account_id_index' })
  @ManyToOne(() => Admin, { fieldName: 'account_id', ref: true, deleteRule: 'cascade', updateRule: 'cascade' })
  account!: Ref<Admin>;

  /** Hex SHA-256 of the token the link carries. */
  @Property({ type: 'string', length: 64, unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** Set when the link is used: it is refused from then on. */
  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;
}
