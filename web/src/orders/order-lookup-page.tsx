import styled from 'styled-components';
import { useFeatureTexts } from '../i18n/feature-texts';
import { PageMeta } from '../seo/page-meta';
import { Card } from '../shared/card';
import { PageContainer } from '../shared/page-container';
import { color } from '../theme/tokens';
import { orderConfirmationTexts } from './order-confirmation-texts';
import { OrderLookupForm } from './order-lookup-form';

const Page = styled(PageContainer)`
  display: grid;
  gap: 1.25rem;
  max-inline-size: 32rem;
  padding-block: 2.5rem;

  h1 {
    font-size: clamp(1.75rem, 5vw, 2.25rem);
  }

  > p {
    color: ${color('mutedForeground')};
  }
`;

const Panel = styled(Card).attrs({ as: 'div' })`
  gap: 1.25rem;
  padding: 1.25rem;
`;

/** /orders/lookup: a guest finds an order again, any time after the confirmation page. */
export function OrderLookupPage() {
  const { t } = useFeatureTexts(orderConfirmationTexts);
  return (
    <Page>
      <PageMeta title={t('lookup.title')} />
      <h1>{t('lookup.title')}</h1>
      <p>{t('lookup.lead')}</p>
      <Panel>
        <OrderLookupForm />
      </Panel>
    </Page>
  );
}
