import { Admin } from '../auth/admin.entity';
import { RevokedToken } from '../auth/revoked-token.entity';
import { Category } from '../catalog/category.entity';
import { DeliverySchedule } from '../delivery/delivery-schedule.entity';
import { Product } from '../catalog/product.entity';
import { OrderLine } from '../orders/order-line.entity';
import { Order } from '../orders/order.entity';
import { SiteSettings } from '../settings/site-settings.entity';
import { Voucher } from '../vouchers/voucher.entity';

/** Every persisted entity; the ORM and the migration check both read this list. */
export const entities = [Category, Product, SiteSettings, Admin, RevokedToken, Voucher, Order, OrderLine, DeliverySchedule];
