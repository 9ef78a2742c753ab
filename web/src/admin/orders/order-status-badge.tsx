import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { isKnownStatus, isNamedStatus, type OrderStatus } from './order-status';
import { ordersTexts } from './orders-texts';

/**
 * docs/product.md#order-statuses: pending yellow, confirmed blue, delivered green, anything else grey. Dark text on a
 * light tint of the same hue keeps every pair above 7:1 (WCAG AA asks 4.5:1), fixed colours
 * so the badge reads the same in every theme.
 */
const tones: Record<OrderStatus | 'other', { background: string; text: string }> = {
  pending: { background: 'hsl(48 96% 89%)', text: 'hsl(26 83% 20%)' },
  confirmed: { background: 'hsl(214 95% 93%)', text: 'hsl(224 64% 28%)' },
  delivered: { background: 'hsl(141 79% 90%)', text: 'hsl(144 61% 18%)' },
  other: { background: 'hsl(220 14% 92%)', text: 'hsl(217 19% 25%)' },
};

const Pill = styled.span<{ $background: string; $text: string }>`
  display: inline-block;
  padding-block: 0.25rem;
  padding-inline: 0.625rem;
  border-radius: 999px;
  background: ${({ $background }) => $background};
  color: ${({ $text }) => $text};
  font-size: 0.75rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  /* Uppercase in the look only: screen readers still read the word, not its letters. */
  text-transform: uppercase;
  white-space: nowrap;
`;

export function OrderStatusBadge({ status }: { status: string }) {
  const { t } = useFeatureTexts(ordersTexts);
  // Cancelled has a name of its own but is "anything else" to the badge: grey.
  const tone = tones[isKnownStatus(status) ? status : 'other'];
  return (
    <Pill $background={tone.background} $text={tone.text}>
      {isNamedStatus(status) ? t(`adminOrders.status.${status}`) : status}
    </Pill>
  );
}
