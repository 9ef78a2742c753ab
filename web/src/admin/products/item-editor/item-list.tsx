import { useId, type ReactNode, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { useFeatureTexts } from '../../../i18n/feature-texts';
import { Button } from '../../../shared/button';
import { destructiveColor } from '../../../shared/form-field';
import { ImageWithFallback } from '../../../shared/image-with-fallback';
import { wrapRow } from '../../../shared/wrap-row';
import { media } from '../../../theme/media';
import { color } from '../../../theme/tokens';
import { adminTexts } from '../../admin-texts';
import { AdminCard } from '../../shared/admin-form';

interface ItemListCardProps {
  title: string;
  /** The list, or its loading, error or empty state. */
  children: ReactNode;
  /** Given, the heading takes focus from a script (after a move to another page of the list). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The card on the end side of the product and category pages, a region named by its heading. */
export function ItemListCard({ title, children, headingRef }: ItemListCardProps) {
  const headingId = useId();
  return (
    <AdminCard aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {title}
      </h2>
      {children}
    </AdminCard>
  );
}

/** A line in place of the list: its empty state or its error. */
export const ListNote = styled.p`
  padding-block: 1.5rem;
  color: ${color('mutedForeground')};
  text-align: center;
`;

export const ItemList = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// Phones: picture and text side by side, the buttons under them. Wider: all on one line.
const Row = styled.li<{ $editing: boolean }>`
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr);
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${color('border')};
  border-radius: 0.75rem;

  ${({ $editing }) =>
    $editing &&
    css`
      border-color: ${color('primary')};
      box-shadow: inset 0 0 0 1px ${color('primary')};
    `}

  ${media.sm} {
    grid-template-columns: 4rem minmax(0, 1fr) auto;
  }
`;

const Thumbnail = styled(ImageWithFallback)`
  inline-size: 4rem;
  border-radius: 0.5rem;
`;

const Text = styled.div`
  display: grid;
  gap: 0.125rem;
  min-inline-size: 0;

  h3 {
    font-size: 1rem;
    overflow-wrap: anywhere;
  }
`;

const Details = styled.div`
  ${wrapRow('0.25rem 0.75rem', { alignItems: 'center' })}
  color: ${color('mutedForeground')};
  font-size: 0.875rem;
`;

const Actions = styled.div`
  ${wrapRow('0.5rem')}
  grid-column: 1 / -1;

  ${media.sm} {
    grid-column: auto;
  }

  button {
    min-block-size: 2.5rem;
    padding-inline: 1rem;
  }
`;

const DeleteButton = styled(Button)`
  color: ${destructiveColor};
`;

interface ItemRowProps {
  name: string;
  image: string | null | undefined;
  /** What the owner tells items apart by: category and price, a description, badges. */
  details?: ReactNode;
  /** Marks the item whose values the form holds. */
  editing: boolean;
  /** Buttons of the item's own before Edit and Delete (a product's sold-out toggle). */
  actions?: ReactNode;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One product or category in the admin list: thumbnail, name, details, and Edit and Delete
 * buttons whose accessible names carry the item's name ('Edit Red Velvet Cake'), so a screen
 * reader user can tell the many Edit buttons apart.
 */
export function ItemRow({ name, image, details, editing, actions, onEdit, onDelete }: ItemRowProps) {
  const { t } = useFeatureTexts(adminTexts);
  return (
    <Row $editing={editing} aria-current={editing || undefined}>
      {/* The name is right beside it, so the picture is decorative here. */}
      <Thumbnail src={image} alt="" width={64} height={64} fitWidth={64} loading="lazy" />
      <Text>
        <h3 dir="auto">{name}</h3>
        {details && <Details>{details}</Details>}
      </Text>
      <Actions>
        {actions}
        <Button $variant="outline" onClick={onEdit} aria-label={t('admin.editItem', { name })}>
          {t('admin.edit')}
        </Button>
        <DeleteButton $variant="ghost" onClick={onDelete} aria-label={t('admin.deleteItem', { name })}>
          {t('admin.delete')}
        </DeleteButton>
      </Actions>
    </Row>
  );
}

/** What sets one item's row apart: its name and picture, details and own buttons. */
type ItemRowContent = Pick<ItemRowProps, 'name' | 'image' | 'details' | 'actions'>;

/** What a page hands its item list: the item the form holds, and what Edit and Delete do. */
export interface ItemListHandlers<Item> {
  editingId: string | undefined;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
}

interface ItemRowsProps<Item extends { id: string }> extends ItemListHandlers<Item> {
  items: readonly Item[];
  /** Shown instead of the list when there is no item yet. */
  emptyText: string;
  rowContent: (item: Item) => ItemRowContent;
}

/** The items' rows, with Edit and Delete on each and the one being edited marked; or the empty note. */
export function ItemRows<Item extends { id: string }>({
  items,
  emptyText,
  editingId,
  onEdit,
  onDelete,
  rowContent,
}: ItemRowsProps<Item>) {
  if (items.length === 0) return <ListNote>{emptyText}</ListNote>;
  return (
    <ItemList>
      {items.map((item) => (
        <ItemRow
          key={item.id}
          {...rowContent(item)}
          editing={item.id === editingId}
          onEdit={() => onEdit(item)}
          onDelete={() => onDelete(item)}
        />
      ))}
    </ItemList>
  );
}
