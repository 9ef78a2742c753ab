import type { TFunction } from 'i18next';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { formatPrice } from '../../shared/format-price';
import { adminTexts } from '../admin-texts';
import { formatOrderDate } from '../orders/format-order-date';
import { Icon } from '../../shared/icon';
import { roundIconButton } from '../../shared/round-icon-button';
import { destructiveColor } from '../../shared/form-field';
import { color } from '../../theme/tokens';
import { Badge } from '../shared/admin-form';
import { DividedRow, DividedRows } from '../shared/divided-rows';
import type { AdminVoucher } from './voucher-form-values';
import { vouchersTexts } from './vouchers-texts';

const Summary = styled.div`
  display: grid;
  flex: 1 1 10rem;
  gap: 0.125rem;

  strong {
    font-size: 1.0625rem;
    letter-spacing: 0.03em;
    overflow-wrap: anywhere;
  }

  span {
    color: ${color('mutedForeground')};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: 0.25rem;
`;

const IconButton = styled.button.attrs({ type: 'button' })<{ $danger?: boolean }>`
  ${roundIconButton}
  color: ${({ $danger }) => ($danger ? destructiveColor : color('primary'))};

  &:hover {
    background: ${color('muted')};
  }
`;

type VoucherListT = TFunction<['adminVouchers', 'admin']>;

/** docs/product.md#vouchers-admin: '20% off', or a fixed amount as every price shows it ('1.500 BD off'). */
function discountText(voucher: AdminVoucher, t: VoucherListT): string {
  return voucher.type === 'percentage'
    ? t('adminVouchers.percentOff', { percent: voucher.discount })
    : t('adminVouchers.amountOff', { amount: formatPrice(voucher.discount, t) });
}

/** The voucher's rules in words: its expiry, minimum subtotal and uses; none when it has none. */
function rulesText(voucher: AdminVoucher, t: VoucherListT, language: string, now: number): string[] {
  const rules: string[] = [];
  if (voucher.expiresAt) {
    const date = formatOrderDate(voucher.expiresAt, language);
    rules.push(
      t(new Date(voucher.expiresAt).getTime() <= now ? 'adminVouchers.expired' : 'adminVouchers.expires', { date }),
    );
  }
  if (voucher.minSubtotal != null)
    rules.push(t('adminVouchers.minimum', { amount: formatPrice(voucher.minSubtotal, t) }));
  if (voucher.usageLimit != null) {
    rules.push(
      voucher.usedCount >= voucher.usageLimit
        ? `${t('adminVouchers.usedUp')} (${t('adminVouchers.usedOf', { used: voucher.usedCount, limit: voucher.usageLimit })})`
        : t('adminVouchers.usedOf', { used: voucher.usedCount, limit: voucher.usageLimit }),
    );
  } else {
    rules.push(t('adminVouchers.usedTimes', { count: voucher.usedCount }));
  }
  return rules;
}

interface VoucherListProps {
  vouchers: readonly AdminVoucher[];
  onEdit: (voucher: AdminVoucher) => void;
  onDelete: (voucher: AdminVoucher) => void;
}

/** The vouchers, oldest first as the API answers them, each with its edit and delete buttons. */
export function VoucherList({ vouchers, onEdit, onDelete }: VoucherListProps) {
  const { t, i18n } = useFeatureTexts(vouchersTexts, adminTexts);
  const now = Date.now();
  return (
    <DividedRows>
      {vouchers.map((voucher) => (
        <DividedRow key={voucher.id}>
          <Summary>
            <strong dir="ltr">{voucher.code}</strong>
            <span>{discountText(voucher, t)}</span>
            <span>{rulesText(voucher, t, i18n.language, now).join(' · ')}</span>
          </Summary>
          <Badge $tone={voucher.active ? 'success' : 'muted'}>
            {t(voucher.active ? 'adminVouchers.active' : 'adminVouchers.inactive')}
          </Badge>
          <Actions>
            <IconButton aria-label={t('admin:admin.editItem', { name: voucher.code })} onClick={() => onEdit(voucher)}>
              <Icon size={18}>
                <path d="M12 20h9" />
                <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />
              </Icon>
            </IconButton>
            <IconButton
              $danger
              aria-label={t('admin:admin.deleteItem', { name: voucher.code })}
              onClick={() => onDelete(voucher)}
            >
              <Icon size={18}>
                <path d="M3 6h18" />
                <path d="M8 6V4h8v2" />
                <path d="M19 6l-1 14H6L5 6" />
                <path d="M10 11v6M14 11v6" />
              </Icon>
            </IconButton>
          </Actions>
        </DividedRow>
      ))}
    </DividedRows>
  );
}
