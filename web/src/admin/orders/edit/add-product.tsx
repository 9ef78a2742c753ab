import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { useFeatureTexts } from '../../../i18n/feature-texts';
import { OptionGroups } from '../../../catalog/choices/option-groups';
import {
  chosenChoices,
  missingGroups,
  nothingChosen,
  priceWithChoices,
  withChoiceToggled,
  type Chosen,
  type ProductOption,
} from '../../../catalog/choices/chosen-choices';
import { Button } from '../../../shared/button';
import { formatPrice } from '../../../shared/format-price';
import { TextField } from '../../../shared/text-field';
import { color } from '../../../theme/tokens';
import { AdminOrderProductSearchDocument, type AdminOrderProductSearchQuery } from '../../graphql/generated';
import { ordersTexts } from '../orders-texts';
import type { EditLine } from './order-edit-values';

type FoundProduct = AdminOrderProductSearchQuery['productPage']['items'][number];

const Found = styled.ul`
  display: grid;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const FoundRow = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.5rem;
  align-items: center;
  padding-block: 0.375rem;
  border-block-end: 1px solid ${color('border')};
`;

const Muted = styled.span`
  color: ${color('mutedForeground')};
  font-size: 0.875rem;
`;

const Picking = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid ${color('border')};
  border-radius: var(--radius);
`;

/** Searches start from two characters: one finds half the catalogue. */
const MIN_SEARCH = 2;

let newLines = 0;

/** A line of a product added to the order, one of it to start with. */
function newLine(
  product: FoundProduct,
  chosen: Pick<EditLine, 'choiceNames' | 'choiceIds' | 'message' | 'unitPrice'>,
): EditLine {
  newLines += 1;
  return { key: `new-${newLines}`, lineId: null, productId: product.id, name: product.name, quantity: '1', ...chosen };
}

interface AddProductProps {
  idPrefix: string;
  onAdd: (line: EditLine) => void;
}

/** A product's choices and message, asked before it is added to the order. */
function ProductChoices({
  product,
  idPrefix,
  onAdd,
  onCancel,
}: AddProductProps & { product: FoundProduct; onCancel: () => void }) {
  const { t } = useFeatureTexts(ordersTexts);
  const [chosen, setChosen] = useState<Chosen>(nothingChosen);
  const [missing, setMissing] = useState<ProductOption[]>([]);
  const [message, setMessage] = useState('');
  const add = () => {
    const lacking = missingGroups(product.options, chosen);
    setMissing(lacking);
    if (lacking.length > 0) return;
    const choices = chosenChoices(product.options, chosen);
    onAdd(
      newLine(product, {
        choiceNames: choices.map((choice) => choice.name),
        choiceIds: choices.map((choice) => choice.id),
        message: message.trim() || null,
        unitPrice: priceWithChoices(product.price, product.options, chosen),
      }),
    );
  };
  return (
    <Picking role="group" aria-label={product.name}>
      <strong dir="auto">{product.name}</strong>
      <OptionGroups
        idPrefix={`${idPrefix}-${product.id}`}
        options={product.options}
        chosen={chosen}
        onToggle={(option, choiceId) => setChosen((now) => withChoiceToggled(now, option, choiceId))}
        missing={missing}
      />
      {product.messageMaxLength !== null && product.messageMaxLength > 0 && (
        <TextField
          id={`${idPrefix}-${product.id}-message`}
          label={t('adminOrders.edit.message')}
          value={message}
          maxLength={product.messageMaxLength}
          dir="auto"
          onChange={(event) => setMessage(event.target.value)}
        />
      )}
      <div>
        <Button onClick={add}>{t('adminOrders.edit.addLine')}</Button>{' '}
        <Button $variant="ghost" onClick={onCancel}>
          {t('adminOrders.edit.cancelAdd')}
        </Button>
      </div>
    </Picking>
  );
}

/** Finds a product by name and adds it to the order, asking its choices and message first when it has any. */
export function AddProduct({ idPrefix, onAdd }: AddProductProps) {
  const { t } = useFeatureTexts(ordersTexts);
  const [q, setQ] = useState('');
  const [picking, setPicking] = useState<FoundProduct | null>(null);
  const search = q.trim();
  const { data, loading } = useQuery(AdminOrderProductSearchDocument, {
    variables: { q: search },
    skip: search.length < MIN_SEARCH,
  });
  const found = search.length < MIN_SEARCH ? [] : (data?.productPage.items ?? []);
  const added = (line: EditLine) => {
    onAdd(line);
    setPicking(null);
    setQ('');
  };
  const pick = (product: FoundProduct) => {
    if (product.options.length === 0 && !product.messageMaxLength)
      added(newLine(product, { choiceNames: [], choiceIds: null, message: null, unitPrice: product.price }));
    else setPicking(product);
  };

  if (picking)
    return <ProductChoices product={picking} idPrefix={idPrefix} onAdd={added} onCancel={() => setPicking(null)} />;
  return (
    <div>
      <TextField
        id={`${idPrefix}-search`}
        type="search"
        label={t('adminOrders.edit.addProduct')}
        placeholder={t('adminOrders.edit.addProductPlaceholder')}
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      {loading && <Muted role="status">{t('adminOrders.edit.searching')}</Muted>}
      {found.length > 0 && (
        <Found aria-label={t('adminOrders.edit.found')}>
          {found.map((product) => (
            <FoundRow key={product.id}>
              <span dir="auto">
                {product.name} <Muted>{formatPrice(product.price, t)}</Muted>
                {!product.available && <Muted> · {t('adminOrders.edit.soldOut')}</Muted>}
              </span>
              <Button
                $variant="outline"
                disabled={!product.available}
                aria-label={t('adminOrders.edit.addNamed', { name: product.name })}
                onClick={() => pick(product)}
              >
                {t('adminOrders.edit.add')}
              </Button>
            </FoundRow>
          ))}
        </Found>
      )}
      {search.length >= MIN_SEARCH && !loading && found.length === 0 && (
        <Muted role="status">{t('adminOrders.edit.noProducts')}</Muted>
      )}
    </div>
  );
}
