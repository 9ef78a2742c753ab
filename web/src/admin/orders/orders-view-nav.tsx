import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { wrapRow } from '../../shared/wrap-row';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { surface } from '../../theme/surface';
import { color } from '../../theme/tokens';
import { adminHref } from '../admin-paths';
import { ordersTexts } from './orders-texts';

/** The baking list's address, beside the orders list. */
export const toBakeHref = () => `${adminHref('orders')}/bake`;

const Views = styled.nav`
  ul {
    ${wrapRow('0.5rem')}
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-block;
    padding-block: 0.5rem;
    padding-inline: 1rem;
    border: 1px solid ${color('border')};
    border-radius: 999px;
    color: inherit;
    font-weight: 600;
    text-decoration: none;
  }

  a[aria-current='page'] {
    border-color: ${color('primary')};
    ${surface('primary')}
  }

  @media print {
    display: none;
  }
`;

/** The views of the orders: every order, the baking list by delivery day, and who ordered them. */
export function OrdersViewNav() {
  const { t } = useFeatureTexts(ordersTexts);
  return (
    <Views aria-label={t('adminToBake.views')}>
      <ul>
        <li>
          <NavLink to={adminHref('orders')} end>
            {t('adminToBake.allOrders')}
          </NavLink>
        </li>
        <li>
          <NavLink to={toBakeHref()}>{t('adminToBake.toBake')}</NavLink>
        </li>
        <li>
          <NavLink to={adminHref('customers')}>{t('adminToBake.customers')}</NavLink>
        </li>
      </ul>
    </Views>
  );
}
