import styled from 'styled-components';
import { StackList } from '../../shared/stack-list';
import { twoColumnsFrom } from '../../theme/media';
import { OrderCard, type AdminOrder } from './order-card';

const OrderList = styled(StackList)`
  ${twoColumnsFrom('lg')}
  gap: 1rem;
`;

/** A list of order cards, one column on phones and two from large screens, named by `label`. */
export function OrderCards({ orders, label }: { orders: readonly AdminOrder[]; label: string }) {
  return (
    <OrderList aria-label={label}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} />
        </li>
      ))}
    </OrderList>
  );
}
