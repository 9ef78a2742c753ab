import type { AdminRole } from '@crumb/shared/schema-types';
import type { StaffAccountFieldsFragment } from '@crumb/shared/shared-operations';
import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { SelectInput } from '../../shared/form-field';
import { OptionList } from '../../shared/option-list';
import { color } from '../../theme/tokens';
import { wrapRow } from '../../shared/wrap-row';
import { formatOrderDate } from '../orders/format-order-date';
import { DividedRow, DividedRowSummary, DividedRows } from '../shared/divided-rows';
import { staffRoles } from './staff-roles';
import { staffTexts } from './staff-texts';

/** Where the account stands: invited, disabled, or when it was last seen. */
const Standing = styled.span`
  color: ${color('mutedForeground')};
`;

const Actions = styled.div`
  ${wrapRow('0.5rem', { alignItems: 'center' })}

  select {
    inline-size: auto;
  }
`;

interface StaffListProps {
  accounts: readonly StaffAccountFieldsFragment[];
  /** The signed-in account, marked 'You'. */
  currentEmail: string;
  onRoleChange: (account: StaffAccountFieldsFragment, role: AdminRole) => void;
  onDisabledChange: (account: StaffAccountFieldsFragment, disabled: boolean) => void;
  onRemove: (account: StaffAccountFieldsFragment) => void;
}

/** Every account with its role, where it stands (invited, disabled, last seen) and what the owner can do to it. */
export function StaffList({ accounts, currentEmail, onRoleChange, onDisabledChange, onRemove }: StaffListProps) {
  const { t, i18n } = useFeatureTexts(staffTexts);
  const status = (account: StaffAccountFieldsFragment) => {
    if (account.disabled) return t('adminStaff.status.disabled');
    if (account.lastSeenAt)
      return t('adminStaff.status.lastSeen', { date: formatOrderDate(account.lastSeenAt, i18n.language) });
    return account.invitedAt ? t('adminStaff.status.invited') : t('adminStaff.status.neverSeen');
  };
  return (
    <DividedRows>
      {accounts.map((account) => (
        <DividedRow key={account.id}>
          <DividedRowSummary
            name={<bdi dir="ltr">{account.email}</bdi>}
            badge={account.email === currentEmail && t('adminStaff.you')}
          >
            <Standing>{status(account)}</Standing>
          </DividedRowSummary>
          <Actions>
            <SelectInput
              aria-label={t('adminStaff.roleOf', { email: account.email })}
              value={account.role}
              onChange={(event) => onRoleChange(account, event.target.value as AdminRole)}
            >
              <OptionList values={staffRoles} label={(value) => t(`adminStaff.roles.${value}`)} />
            </SelectInput>
            <Button
              $variant="outline"
              aria-label={t(account.disabled ? 'adminStaff.enableItem' : 'adminStaff.disableItem', {
                email: account.email,
              })}
              onClick={() => onDisabledChange(account, !account.disabled)}
            >
              {t(account.disabled ? 'adminStaff.enable' : 'adminStaff.disable')}
            </Button>
            <Button
              $variant="ghost"
              aria-label={t('adminStaff.removeItem', { email: account.email })}
              onClick={() => onRemove(account)}
            >
              {t('adminStaff.remove')}
            </Button>
          </Actions>
        </DividedRow>
      ))}
    </DividedRows>
  );
}
