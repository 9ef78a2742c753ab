import * as RadixDialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { AdminNavActions } from '../auth/admin-nav-actions';
import { DialogOverlay, DialogPortal, DialogRoot, useReturnFocus } from '../shared/dialog';
import { CloseIcon } from '../shared/close-icon';
import { paths } from '../shared/paths';
import { surface } from '../theme/surface';
import { color } from '../theme/tokens';
import { navLinkStates } from '../shared/nav-link-states';
import { roundIconButton } from '../shared/round-icon-button';
import { HomeIcon, InfoIcon, PhoneIcon, ShopIcon } from '../shared/line-icons';
import { useNavLabels } from './use-nav-labels';

const slideIn = keyframes`
  from { transform: translateX(var(--menu-from)); }
  to { transform: translateX(0); }
`;

/** docs/product.md#common-frame: a 16rem panel sliding in from the reading start (the left, the right in Arabic). */
const Sheet = styled(RadixDialog.Content)`
  --menu-from: -100%;
  position: fixed;
  inset-block: 0;
  inset-inline-start: 0;
  z-index: 51;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  inline-size: 16rem;
  max-inline-size: 85vw;
  padding: 1rem;
  overflow-y: auto;
  ${surface('card')}
  box-shadow: 0 0 32px hsl(340 40% 15% / 0.3);
  animation: ${slideIn} 0.2s ease-out;

  [dir='rtl'] & {
    --menu-from: 100%;
  }

  &:focus {
    outline: none;
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

const Title = styled(RadixDialog.Title)`
  margin: 0;
  font-size: 1.125rem;
`;

const CloseButton = styled(RadixDialog.Close)`
  ${roundIconButton}
  color: inherit;

  &:hover {
    background: ${color('muted')};
  }
`;

const Links = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const MenuLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-block-size: 2.75rem;
  padding-inline: 0.75rem;
  border-radius: 0.625rem;
  ${navLinkStates}
`;

const AdminActions = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-block-start: auto;
  padding-block-start: 1rem;
  border-block-start: 1px solid ${color('border')};
`;

/**
 * The phone menu (docs/product.md#common-frame): the slide-out menu with Home, Shop, About and Contact (which
 * leads to /admin), and the admin's buttons. Radix keeps focus inside,
 * closes it with Escape or the backdrop, and gives focus back to the menu button.
 */
export function MobileMenu({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const labels = useNavLabels();
  const returnFocus = useReturnFocus();
  const links = [
    { to: paths.home.getHref(), label: labels.home, icon: <HomeIcon />, end: true },
    { to: paths.products.getHref(), label: t('nav.shop'), icon: <ShopIcon />, end: false },
    { to: paths.about.getHref(), label: labels.about, icon: <InfoIcon />, end: false },
    { to: paths.admin.getHref(), label: labels.contact, icon: <PhoneIcon />, end: false },
  ];

  return (
    <DialogRoot open onOpenChange={(open) => !open && onClose()}>
      <DialogPortal>
        <DialogOverlay />
        <Sheet aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <Header>
            <Title>{t('nav.menuTitle')}</Title>
            <CloseButton aria-label={t('common.close')}>
              <CloseIcon size={20} />
            </CloseButton>
          </Header>
          <nav aria-label={t('nav.menuTitle')}>
            <Links>
              {links.map((link) => (
                <li key={link.to}>
                  <MenuLink to={link.to} end={link.end} onClick={onClose}>
                    {link.icon}
                    {link.label}
                  </MenuLink>
                </li>
              ))}
            </Links>
          </nav>
          <AdminActions>
            <AdminNavActions onNavigate={onClose} />
          </AdminActions>
        </Sheet>
      </DialogPortal>
    </DialogRoot>
  );
}
