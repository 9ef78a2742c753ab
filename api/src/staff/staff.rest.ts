import type { AdminRole } from '@crumb/shared/schema-types';
import {
  AcceptStaffInvitationDocument,
  InviteStaffDocument,
  RemoveStaffAccountDocument,
  StaffAccountsDocument,
  UpdateStaffAccountDocument,
  type StaffAccountFieldsFragment,
} from '@crumb/shared/shared-operations';
import { signedInBody, toRestAdmin } from '../auth/auth.rest';
import { adminRoute, publicRoute } from '../rest/rest-route';
import { idParams, idVariables, moreErrors, successTrueBody, toRestId } from '../rest/rest-schemas';

// The accounts calls. The rules (emails, the last owner, the invitation's expiry and single
// use) are the service's; these schemas check types and document the shapes.

const roleProperty = {
  type: 'string',
  enum: ['owner', 'staff'],
  description: 'owner: everything. staff: the orders, their statuses and the To bake list only.',
} as const;

const accountProperties = {
  id: { type: 'integer' },
  email: { type: 'string' },
  role: roleProperty,
  disabled: { type: 'boolean', description: 'A disabled account cannot sign in; its sessions ended when disabled.' },
} as const;

const accountBody = {
  type: 'object',
  properties: {
    ...accountProperties,
    lastSeenAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'Its last signed-in call, to the minute; null before its first.',
    },
  },
  required: ['id', 'email', 'role', 'disabled', 'lastSeenAt'],
} as const;

function toRestAccount(account: StaffAccountFieldsFragment) {
  return {
    id: toRestId(account.id),
    email: account.email,
    role: account.role,
    disabled: account.disabled,
    lastSeenAt: account.lastSeenAt,
  };
}

export const staffRestRoutes = [
  adminRoute({
    method: 'GET',
    url: '/staff',
    schema: {
      summary: 'List the accounts of the back office',
      operationId: 'listStaff',
      description: "Every account, the shop's first admin first; invited people who have not set a password included.",
      tags: ['staff'],
      response: { 200: { type: 'array', items: accountBody } },
    },
    operation: StaffAccountsDocument,
    variables: () => ({}),
    reply: (data) => data.staffAccounts.map(toRestAccount),
  }),
  adminRoute({
    method: 'POST',
    url: '/staff',
    schema: {
      summary: 'Invite someone to the back office',
      operationId: 'inviteStaff',
      description:
        'Creates the account without a password and answers the one-time link (valid 72 hours) where the person sets theirs: send it to them. Inviting an email whose invitation is still open answers a new link (the older ones stop working); 409 for an account in use.',
      tags: ['staff'],
      body: {
        type: 'object',
        properties: { email: { type: 'string' }, role: roleProperty },
        required: ['email', 'role'],
      },
      response: {
        201: {
          type: 'object',
          properties: {
            ...accountProperties,
            inviteUrl: {
              type: 'string',
              format: 'uri',
              description: "The back office's accept page, the one-time token in its `token` query parameter.",
            },
          },
          required: ['id', 'email', 'role', 'disabled', 'inviteUrl'],
        },
        ...moreErrors(409),
      },
    },
    operation: InviteStaffDocument,
    variables: (request) => {
      const { email, role } = request.body as { email: string; role: AdminRole };
      return { email, role };
    },
    reply: (data) => {
      const { inviteUrl, account } = data.inviteStaff;
      const { id, email, role, disabled } = toRestAccount(account);
      return { id, email, role, disabled, inviteUrl };
    },
    successStatus: 201,
  }),
  publicRoute({
    method: 'POST',
    url: '/staff/accept',
    schema: {
      summary: 'Accept an invitation: set the password and sign in',
      operationId: 'acceptStaffInvitation',
      description:
        'With the `token` of the invitation link and a password of 8 characters or more; answers as POST /api/auth/login does. 400 for a link unknown, used or expired.',
      tags: ['staff'],
      body: {
        type: 'object',
        properties: { token: { type: 'string' }, password: { type: 'string' } },
        required: ['token', 'password'],
      },
      response: { 200: signedInBody, ...moreErrors(401) },
    },
    operation: AcceptStaffInvitationDocument,
    variables: (request) => {
      const { token, password } = request.body as { token: string; password: string };
      return { token, password };
    },
    reply: (data) => ({
      token: data.acceptStaffInvitation.token,
      admin: toRestAdmin(data.acceptStaffInvitation.admin),
    }),
  }),
  adminRoute({
    method: 'PATCH',
    url: '/staff/:id',
    schema: {
      summary: "Change an account's role, or disable or enable it",
      operationId: 'updateStaff',
      description:
        "Omitted fields keep their value. Disabling ends the account's sessions at once; 409 when the shop would be left without an enabled owner.",
      tags: ['staff'],
      params: idParams,
      body: {
        type: 'object',
        properties: { role: roleProperty, disabled: { type: 'boolean' } },
      },
      response: { 200: accountBody, ...moreErrors(409) },
    },
    operation: UpdateStaffAccountDocument,
    variables: (request) => {
      const { role, disabled } = (request.body ?? {}) as { role?: AdminRole; disabled?: boolean };
      return { ...idVariables(request), role: role ?? null, disabled: disabled ?? null };
    },
    reply: (data) => toRestAccount(data.updateStaffAccount),
  }),
  adminRoute({
    method: 'DELETE',
    url: '/staff/:id',
    schema: {
      summary: 'Remove an account',
      operationId: 'removeStaff',
      description: 'Its sessions end at once; 409 when the shop would be left without an enabled owner.',
      tags: ['staff'],
      params: idParams,
      response: { 200: successTrueBody, ...moreErrors(409) },
    },
    operation: RemoveStaffAccountDocument,
    variables: idVariables,
    reply: () => ({ success: true }),
  }),
];
