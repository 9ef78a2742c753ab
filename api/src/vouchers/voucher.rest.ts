import type { FastifyRequest } from 'fastify';
import type { VoucherType } from '@crumb/shared/schema-types';
import {
  CreateVoucherDocument,
  DeleteVoucherDocument,
  UpdateVoucherDocument,
  VouchersDocument,
  type VoucherFieldsFragment,
} from '@crumb/shared/shared-operations';
import {
  RestToggleVoucherDocument,
  RestValidateVoucherDocument,
  RestVoucherDocument,
} from '../graphql/generated/rest-operations';
import { adminRoute, publicRoute } from '../rest/rest-route';
import { moreErrors, successTrueBody, toRestId } from '../rest/rest-schemas';
import { VOUCHER_CODE_MAX_LENGTH } from '@crumb/shared/order-limits';

// The voucher calls (docs/product.md#voucher-calls). The rules (code format, discount ranges) are the
// service's; these schemas check types and document the shapes.

const voucherBody = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    code: { type: 'string', description: 'Uppercase.' },
    discount: { type: 'number', description: 'Percent off (percentage) or BD off (fixed).' },
    type: { type: 'string', enum: ['percentage', 'fixed'] },
    active: { type: 'boolean' },
    expiresAt: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'When the voucher stops applying; null: never.',
    },
    minSubtotal: {
      type: ['number', 'null'],
      description: 'The smallest subtotal (BD) the voucher applies to; null: any.',
    },
    usageLimit: { type: ['integer', 'null'], description: 'How many orders may use the voucher; null: no limit.' },
    usedCount: { type: 'integer', description: 'How many orders have used the voucher. Read-only.' },
  },
  required: ['id', 'code', 'discount', 'type', 'active', 'expiresAt', 'minSubtotal', 'usageLimit', 'usedCount'],
} as const;

const idOrCodeParams = {
  type: 'object',
  properties: {
    id: {
      type: 'string',
      minLength: 1,
      maxLength: VOUCHER_CODE_MAX_LENGTH,
      description: "The voucher's id, or its code (digits alone are read as an id).",
    },
  },
  required: ['id'],
} as const;

const discountProperty = {
  type: 'number',
  description: 'Whole percent 1 to 100 (percentage) or BD with at most three decimals (fixed); above 0.',
} as const;
const typeProperty = { type: 'string', enum: ['percentage', 'fixed'] } as const;
/** The voucher's rules as clients write them; usedCount is never written. */
const ruleProperties = {
  expiresAt: {
    type: ['string', 'null'],
    format: 'date-time',
    description: 'When the voucher stops applying; null: never.',
  },
  minSubtotal: { type: ['number', 'null'], description: 'BD above 0, at most three decimals; null: any subtotal.' },
  usageLimit: {
    type: ['integer', 'null'],
    minimum: 1,
    description: 'How many orders may use the voucher; null: no limit.',
  },
} as const;

function idOrCodeVariables(request: FastifyRequest): { id: string } {
  return { id: (request.params as { id: string }).id };
}

function toRestVoucher(voucher: VoucherFieldsFragment) {
  return {
    id: toRestId(voucher.id),
    code: voucher.code,
    discount: voucher.discount,
    type: voucher.type,
    active: voucher.active,
    expiresAt: voucher.expiresAt ?? null,
    minSubtotal: voucher.minSubtotal ?? null,
    usageLimit: voucher.usageLimit ?? null,
    usedCount: voucher.usedCount,
  };
}

interface VoucherBody {
  code?: string;
  discount?: number;
  type?: VoucherType;
  active?: boolean;
  expiresAt?: string | null;
  minSubtotal?: number | null;
  usageLimit?: number | null;
}

/** The rules a body sets: omitted ones stay undefined (kept on update), null removes one. */
function ruleVariables(body: VoucherBody) {
  return { expiresAt: body.expiresAt, minSubtotal: body.minSubtotal, usageLimit: body.usageLimit };
}

export const voucherRestRoutes = [
  adminRoute({
    method: 'GET',
    url: '/vouchers',
    schema: {
      summary: 'List vouchers',
      operationId: 'listVouchers',
      tags: ['vouchers'],
      response: { 200: { type: 'array', items: voucherBody } },
    },
    operation: VouchersDocument,
    variables: () => ({}),
    reply: (data) => data.vouchers.map(toRestVoucher),
  }),
  publicRoute({
    method: 'POST',
    url: '/vouchers/validate',
    schema: {
      summary: 'Check a voucher code against a subtotal',
      operationId: 'validateVoucher',
      description:
        "400 'Invalid voucher code' for an unknown or inactive code, 400 'Please enter a voucher code' for a blank one, " +
        "400 'This voucher has expired', 400 'This voucher needs a subtotal of at least {amount} BD', 400 'This voucher has been used up'.",
      tags: ['vouchers'],
      body: {
        type: 'object',
        properties: { code: { type: 'string' }, subtotal: { type: 'number', description: 'BD.' } },
        required: ['subtotal'],
      },
      response: {
        200: {
          type: 'object',
          properties: { voucher: voucherBody, discountAmount: { type: 'number', description: 'BD off the subtotal.' } },
          required: ['voucher', 'discountAmount'],
        },
      },
    },
    operation: RestValidateVoucherDocument,
    variables: (request) => {
      const { code, subtotal } = request.body as { code?: string; subtotal: number };
      return { code: code ?? '', subtotal };
    },
    reply: (data) => ({
      voucher: toRestVoucher(data.validateVoucher.voucher),
      discountAmount: data.validateVoucher.discountAmount,
    }),
  }),
  adminRoute({
    method: 'GET',
    url: '/vouchers/:id',
    schema: {
      summary: 'Get a voucher by id or code',
      operationId: 'getVoucher',
      tags: ['vouchers'],
      params: idOrCodeParams,
      response: { 200: voucherBody },
    },
    operation: RestVoucherDocument,
    variables: idOrCodeVariables,
    reply: (data) => toRestVoucher(data.voucher),
  }),
  adminRoute({
    method: 'POST',
    url: '/vouchers',
    schema: {
      summary: 'Create a voucher',
      operationId: 'createVoucher',
      description: "409 'Voucher code already exists' when the code (in any case) is taken.",
      tags: ['vouchers'],
      body: {
        type: 'object',
        properties: {
          code: { type: 'string', description: 'Letters, digits, - and _; stored uppercase.' },
          discount: discountProperty,
          type: typeProperty,
          active: { type: 'boolean', description: 'Default true.' },
          ...ruleProperties,
        },
        required: ['code', 'discount', 'type'],
      },
      response: { 201: voucherBody, ...moreErrors(409) },
    },
    operation: CreateVoucherDocument,
    variables: (request) => {
      const body = request.body as Required<Pick<VoucherBody, 'code' | 'discount' | 'type'>> & VoucherBody;
      return {
        input: {
          code: body.code,
          discount: body.discount,
          type: body.type,
          active: body.active ?? null,
          ...ruleVariables(body),
        },
      };
    },
    reply: (data) => toRestVoucher(data.createVoucher),
    successStatus: 201,
  }),
  adminRoute({
    method: 'PUT',
    url: '/vouchers/:id',
    schema: {
      summary: 'Update a voucher by id or code',
      operationId: 'updateVoucher',
      description:
        'The code never changes; omitted fields keep their value (null removes a rule); changing the type needs the discount.',
      tags: ['vouchers'],
      params: idOrCodeParams,
      body: {
        type: 'object',
        properties: {
          discount: discountProperty,
          type: typeProperty,
          active: { type: 'boolean' },
          code: { type: 'string', description: "Optional; when sent it must be the voucher's own code." },
          ...ruleProperties,
        },
      },
      response: { 200: voucherBody },
    },
    operation: UpdateVoucherDocument,
    variables: (request) => {
      const body = (request.body ?? {}) as VoucherBody;
      return {
        ...idOrCodeVariables(request),
        input: {
          code: body.code ?? null,
          discount: body.discount ?? null,
          type: body.type ?? null,
          active: body.active ?? null,
          ...ruleVariables(body),
        },
      };
    },
    reply: (data) => toRestVoucher(data.updateVoucher),
  }),
  adminRoute({
    method: 'DELETE',
    url: '/vouchers/:id',
    schema: {
      summary: 'Delete a voucher by id or code',
      operationId: 'deleteVoucher',
      tags: ['vouchers'],
      params: idOrCodeParams,
      response: { 200: successTrueBody },
    },
    operation: DeleteVoucherDocument,
    variables: idOrCodeVariables,
    reply: () => ({ success: true }),
  }),
  adminRoute({
    method: 'PATCH',
    url: '/vouchers/:id/toggle',
    schema: {
      summary: 'Switch a voucher on or off',
      operationId: 'toggleVoucher',
      tags: ['vouchers'],
      params: idOrCodeParams,
      response: { 200: voucherBody },
    },
    operation: RestToggleVoucherDocument,
    variables: idOrCodeVariables,
    reply: (data) => toRestVoucher(data.toggleVoucher),
  }),
];
