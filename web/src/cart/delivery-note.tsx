import { OwnerNote } from '../mobile-settings/owner-note';
import { usePhoneMessage } from '../mobile-settings/use-phone-settings';
import { Icon } from '../shared/icon';

/**
 * deliveryInfoMobile (docs/product.md#phone-texts): the owner's delivery note by the order summary of the cart and
 * the checkout, on phones only.
 */
export function DeliveryNote() {
  const note = usePhoneMessage('deliveryInfoMobile');
  if (!note) return null;
  return (
    <OwnerNote dir="auto">
      <Icon size={20}>
        <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
        <circle cx="7" cy="18" r="1.75" />
        <circle cx="17" cy="18" r="1.75" />
      </Icon>
      <span>{note}</span>
    </OwnerNote>
  );
}
