import styled from 'styled-components';
import { useFeatureTexts } from '../../../i18n/feature-texts';
import { Button } from '../../../shared/button';
import { FormField, TextInput } from '../../../shared/form-field';
import { formatPrice } from '../../../shared/format-price';
import { wholeNumberInput } from '../../../shared/whole-number-input';
import { color } from '../../../theme/tokens';
import { TitledFieldset } from '../../shared/admin-form';
import { ordersTexts } from '../orders-texts';
import { AddProduct } from './add-product';
import { MAX_QUANTITY, type EditLine } from './order-edit-values';

const LinesFieldset = styled(TitledFieldset)`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-block-end: 0.5rem;
    font-weight: 600;
  }
`;

const Lines = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Line = styled.li`
  display: grid;
  grid-template-columns: 1fr 6rem auto;
  gap: 0.5rem;
  align-items: end;
  padding-block-end: 0.75rem;
  border-block-end: 1px solid ${color('border')};
`;

const LineName = styled.div`
  align-self: center;
  overflow-wrap: anywhere;

  small {
    display: block;
    color: ${color('mutedForeground')};
  }
`;

interface EditLinesProps {
  idPrefix: string;
  lines: EditLine[];
  /** The keys of lines whose quantity is refused. */
  flagged: readonly string[];
  onChange: (lines: EditLine[]) => void;
}

/** The order's lines with their quantities, each removable, and a product search to add more. */
export function EditLines({ idPrefix, lines, flagged, onChange }: EditLinesProps) {
  const { t } = useFeatureTexts(ordersTexts);
  const set = (key: string, quantity: string) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, quantity } : line)));
  return (
    <LinesFieldset legend={t('adminOrders.items')}>
      <Lines>
        {lines.map((line) => {
          const id = `${idPrefix}-${line.key}-quantity`;
          return (
            <Line key={line.key}>
              <LineName>
                <span dir="auto">{line.name}</span>
                {line.choiceNames.length > 0 && (
                  <small dir="auto">{line.choiceNames.join(t('adminOrders.choiceSeparator'))}</small>
                )}
                {line.message && <small dir="auto">{t('adminOrders.itemMessage', { message: line.message })}</small>}
                <small>
                  {line.lineId
                    ? t('adminOrders.edit.soldAt', { price: formatPrice(line.unitPrice, t) })
                    : t('adminOrders.edit.todaysPrice', { price: formatPrice(line.unitPrice, t) })}
                </small>
              </LineName>
              <FormField
                id={id}
                label={t('adminOrders.edit.quantity')}
                error={flagged.includes(line.key) ? t('adminOrders.edit.badQuantity') : undefined}
              >
                {(control) => (
                  <TextInput
                    {...control}
                    {...wholeNumberInput(1, MAX_QUANTITY)}
                    value={line.quantity}
                    aria-label={t('adminOrders.edit.quantityOf', { name: line.name })}
                    onChange={(event) => set(line.key, event.target.value)}
                  />
                )}
              </FormField>
              <Button
                $variant="ghost"
                aria-label={t('adminOrders.edit.removeNamed', { name: line.name })}
                onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
              >
                {t('adminOrders.edit.remove')}
              </Button>
            </Line>
          );
        })}
      </Lines>
      <AddProduct idPrefix={idPrefix} onAdd={(line) => onChange([...lines, line])} />
    </LinesFieldset>
  );
}
