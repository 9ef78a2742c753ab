import type { Feature } from '../feature/feature';
import { Voucher } from './voucher.entity';
import { VoucherResolver } from './voucher.resolver';
import { voucherRestRoutes } from './voucher.rest';

/** Discount codes: percentage or fixed, with expiry, a minimum subtotal and a use limit. */
export const vouchersFeature: Feature = {
  name: 'vouchers',
  entities: [Voucher],
  resolvers: [VoucherResolver],
  restRoutes: voucherRestRoutes,
  readCache: { mutationsKeepingCache: ['createVoucher', 'updateVoucher', 'deleteVoucher', 'toggleVoucher'] },
};
