import styled from 'styled-components';
import { useFeatureTexts } from '../../../i18n/feature-texts';
import { CloseIcon } from '../../../shared/close-icon';
import { Icon } from '../../../shared/icon';
import { roundIconButton } from '../../../shared/round-icon-button';
import { color } from '../../../theme/tokens';
import { destructiveColor } from '../../../shared/form-field';
import { productsTexts } from '../products-texts';

/** The buttons' row: a group or choice box puts it on its legend's line. */
export const RowActionsBar = styled.div`
  display: flex;
  gap: 0.25rem;
  justify-content: end;
`;

const ActionButton = styled.button<{ $danger?: boolean }>`
  ${roundIconButton}
  inline-size: 2.75rem;
  block-size: 2.75rem;
  color: ${({ $danger }) => ($danger ? destructiveColor : color('foreground'))};

  &:hover:not([aria-disabled='true']) {
    background: ${color('muted')};
  }

  &[aria-disabled='true'] {
    opacity: 0.35;
    cursor: not-allowed;
  }
`;

interface RowActionsProps {
  /** The row's element id: each button's is this with -up, -down or -remove, for focus to return to. */
  idPrefix: string;
  /** What the buttons are read as acting on: 'Move 8 inch up'. */
  name: string;
  index: number;
  count: number;
  onMove: (to: -1 | 1) => void;
  onRemove: () => void;
  /** False where removing would leave the group without a choice. */
  canRemove?: boolean;
}

/**
 * Move up, move down and remove, for one group or one choice: icon buttons named with the row's
 * name, so a screen reader hears which row they act on. Up and down are the order shoppers see.
 */
export function RowActions({ idPrefix, name, index, count, onMove, onRemove, canRemove = true }: RowActionsProps) {
  const { t } = useFeatureTexts(productsTexts);
  // aria-disabled, not disabled: the button that moved a row to the top keeps the keyboard focus.
  const button = (part: string, label: string, enabled: boolean, act: () => void) => ({
    type: 'button' as const,
    id: `${idPrefix}-${part}`,
    'aria-label': label,
    title: label,
    'aria-disabled': !enabled || undefined,
    onClick: () => enabled && act(),
  });
  return (
    <RowActionsBar>
      <ActionButton {...button('up', t('adminProducts.options.moveUp', { name }), index > 0, () => onMove(-1))}>
        <Icon size={20}>
          <path d="M12 19V5M6 11l6-6 6 6" />
        </Icon>
      </ActionButton>
      <ActionButton
        {...button('down', t('adminProducts.options.moveDown', { name }), index < count - 1, () => onMove(1))}
      >
        <Icon size={20}>
          <path d="M12 5v14M6 13l6 6 6-6" />
        </Icon>
      </ActionButton>
      <ActionButton $danger {...button('remove', t('adminProducts.options.remove', { name }), canRemove, onRemove)}>
        <CloseIcon size={20} />
      </ActionButton>
    </RowActionsBar>
  );
}
