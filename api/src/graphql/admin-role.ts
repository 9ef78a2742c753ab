import { registerEnumType } from 'type-graphql';

/**
 * What a signed-in account may do. The owner may do everything; staff run the day's orders
 * (read them, change their status, the To bake list) and nothing that changes the shop itself.
 * Each admin operation names the least role it needs with `@Authorized(AdminRole.…)`: the
 * declaration on the operation is the one place the rule is written, and the REST routes that
 * run it inherit it (operation-roles.ts).
 */
export const AdminRole = { owner: 'owner', staff: 'staff' } as const;
export type AdminRole = (typeof AdminRole)[keyof typeof AdminRole];

registerEnumType(AdminRole, {
  name: 'AdminRole',
  description: 'owner: everything. staff: the orders, their statuses and the To bake list only.',
});

/** The answer to staff asking for an owner's operation, the same over GraphQL (FORBIDDEN) and REST (403). */
export const OWNER_ONLY_MESSAGE = "Only the shop's owner can do this";

const RANK: Record<AdminRole, number> = { staff: 1, owner: 2 };

/** Whether an account of `role` may run an operation that needs at least `required`. */
export function roleAllows(role: AdminRole, required: AdminRole): boolean {
  return RANK[role] >= RANK[required];
}

export function isAdminRole(value: unknown): value is AdminRole {
  return value === AdminRole.owner || value === AdminRole.staff;
}
