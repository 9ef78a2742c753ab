import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { Icon } from '../shared/icon';
import { showToast } from '../shared/toast/toast-store';
import { color } from '../theme/tokens';
import { orderConfirmationTexts } from './order-confirmation-texts';

const CopyButton = styled.button.attrs({ type: 'button' })`
  display: inline-grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  padding: 0;
  border: 1px solid ${color('border')};
  border-radius: 999px;
  background: ${color('card')};
  color: ${color('primary')};
  cursor: pointer;

  &:hover {
    background: ${color('secondary')};
  }
`;

/** Copies the order id for a message to the shop, and says so in a toast (docs/product.md#order-confirmation-page). */
export function CopyOrderIdButton({ orderId }: { orderId: string }) {
  const { t } = useFeatureTexts(orderConfirmationTexts);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(orderId);
      showToast({ title: t('confirmation.copied'), variant: 'success' });
    } catch {
      // No clipboard (an insecure address, a refused permission): the id stays on screen to copy by hand.
      showToast({ title: t('common.somethingWentWrong'), variant: 'destructive' });
    }
  };

  return (
    <CopyButton aria-label={t('confirmation.copyOrderId')} onClick={() => void copy()}>
      <Icon size={18}>
        <rect x="9" y="9" width="11" height="11" rx="2" />
        <path d="M5 15V5a1 1 0 0 1 1-1h10" />
      </Icon>
    </CopyButton>
  );
}
