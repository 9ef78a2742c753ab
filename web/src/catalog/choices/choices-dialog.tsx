import * as RadixDialog from '@radix-ui/react-dialog';
import { useId } from 'react';
import styled, { keyframes } from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { CloseIcon } from '../../shared/close-icon';
import {
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogTitle,
  useReturnFocus,
} from '../../shared/dialog';
import { roundIconButton } from '../../shared/round-icon-button';
import { media } from '../../theme/media';
import { color } from '../../theme/tokens';
import { catalogTexts } from '../catalog-texts';
import type { CatalogDisplay } from '../use-catalog-display';
import { PurchaseForm } from './purchase-form';
import { usePurchase, type PurchasableProduct } from './use-purchase';

const slideUp = keyframes`
  from { transform: translateY(100%); }
  to { transform: translateY(0); }
`;

// A sheet rising from the bottom edge on a phone, within thumb's reach; a centred dialog from md up.
const Sheet = styled(DialogContent)`
  inset-block: auto 0;
  left: 0;
  inline-size: 100%;
  max-block-size: 90vh;
  border-end-start-radius: 0;
  border-end-end-radius: 0;
  transform: none;
  animation: ${slideUp} 0.2s ease-out;

  ${media.md} {
    inset-block: 50% auto;
    left: 50%;
    inline-size: min(32rem, calc(100vw - 2rem));
    border-radius: var(--radius);
    transform: translate(-50%, -50%);
    animation: none;
  }
`;

const Header = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: 0.25rem 0.75rem;
`;

const CloseButton = styled(RadixDialog.Close)`
  grid-row: span 2;
  ${roundIconButton}
  color: ${color('mutedForeground')};
`;

interface ChoicesDialogProps {
  product: PurchasableProduct;
  display: CatalogDisplay;
  onClose: () => void;
}

/**
 * A product's choices opened from its card (its Add to Cart, when a group must be chosen
 * first): the same form as on its page, closing once the line is in the cart.
 */
export function ChoicesDialog({ product, display, onClose }: ChoicesDialogProps) {
  const { t } = useFeatureTexts(catalogTexts);
  const idPrefix = useId();
  const purchase = usePurchase(product, display.viewCartLabel, idPrefix);
  const returnFocus = useReturnFocus();

  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogPortal>
        <DialogOverlay />
        <Sheet onCloseAutoFocus={returnFocus}>
          <Header>
            <DialogTitle dir="auto">{product.name}</DialogTitle>
            <CloseButton aria-label={t('common.close')}>
              <CloseIcon size={20} />
            </CloseButton>
            <DialogDescription>{t('choices.dialogDescription')}</DialogDescription>
          </Header>
          <PurchaseForm idPrefix={idPrefix} product={product} purchase={purchase} display={display} onAdded={onClose} />
        </Sheet>
      </DialogPortal>
    </DialogRoot>
  );
}
