import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { surface } from '../../theme/surface';
import { color } from '../../theme/tokens';
import { adminHref, type AdminSection } from '../admin-paths';
import { adminTexts } from '../admin-texts';
import { Badge, CardGridList } from '../shared/admin-form';
import { useAdminSession } from '../../auth/use-admin-session';
import { AdminPage } from '../shell/admin-page';
import { mayOpen, seesShopFigures } from '../shell/role-access';
import { BackupsPanel } from './backups-panel';
import { FailedOrderEmails } from './failed-order-emails';
import { ShopFigures } from './shop-figures';

/** docs/product.md#dashboard: the cards in the order listed there; home and about are featured and NEW. */
const cards: readonly { section: AdminSection; featured?: boolean }[] = [
  { section: 'home', featured: true },
  { section: 'about', featured: true },
  { section: 'contact' },
  { section: 'navigation' },
  { section: 'footer' },
  { section: 'mobile' },
  { section: 'theme' },
  { section: 'categories' },
  { section: 'products' },
  { section: 'orders' },
  { section: 'customers' },
  { section: 'delivery' },
  { section: 'delivery-areas' },
  { section: 'vouchers' },
  { section: 'settings' },
  { section: 'staff' },
  { section: 'sessions' },
  { section: 'activity' },
];

const CardLink = styled(Link)<{ $featured: boolean }>`
  display: grid;
  /* Title and description at the top of a card stretched to its row's height, aligned across the row. */
  align-content: start;
  gap: 0.375rem;
  block-size: 100%;
  padding: 1.25rem;
  border: 1px solid ${color('border')};
  border-radius: var(--radius);
  ${surface('card')}
  text-decoration: none;
  box-shadow: var(--shadow-card);
  transition: border-color 0.15s ease;

  &:hover,
  &:focus-visible {
    border-color: ${color('primary')};
  }

  ${({ $featured }) =>
    $featured &&
    css`
      border-color: ${color('primary', 0.5)};
      ${surface('secondary')}
    `}

  p {
    color: inherit;
    opacity: 0.85;
  }
`;

const CardTitle = styled.span`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-size: 1.125rem;
  font-weight: 700;
`;

/** The cards of the sections the account may open; the owner's figures and alerts for the owner alone. */
export function DashboardPage() {
  const { t } = useFeatureTexts(adminTexts);
  const session = useAdminSession();
  const role = session.status === 'admin' ? session.role : 'staff';
  return (
    <AdminPage title={t('admin.title')} description={t('admin.subtitle')} backLink={false}>
      {seesShopFigures(role) && (
        <>
          <FailedOrderEmails />
          <ShopFigures />
          <BackupsPanel />
        </>
      )}
      <nav aria-label={t('admin.dashboard.sections')}>
        <CardGridList>
          {cards
            .filter(({ section }) => mayOpen(role, section))
            .map(({ section, featured = false }) => (
              <li key={section}>
                <CardLink to={adminHref(section)} $featured={featured}>
                  <CardTitle>
                    {t(`admin.dashboard.${section}.title`)}
                    {featured && <Badge>{t('admin.new')}</Badge>}
                  </CardTitle>
                  <p>{t(`admin.dashboard.${section}.description`)}</p>
                </CardLink>
              </li>
            ))}
        </CardGridList>
      </nav>
    </AdminPage>
  );
}
