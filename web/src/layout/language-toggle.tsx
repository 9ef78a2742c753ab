import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { defaultLanguage, isLanguage, otherLanguage } from '../i18n/language';
import { addressIn } from '../seo/seo-addresses';
import { buttonStyles, type ButtonStyleProps } from '../shared/button';
import { Icon } from '../shared/icon';
import { VisuallyHidden } from '../shared/visually-hidden';
import { afterHydration } from '../ssr/hydration-slices';

const ToggleLink = styled.a<ButtonStyleProps & { $compact: boolean }>`
  ${buttonStyles}
  min-block-size: 2.5rem;
  padding-inline: ${({ $compact }) => ($compact ? '0.625rem' : '0.875rem')};
  font-size: 0.875rem;
`;

/** A click that asks for this page, not for a new tab or window, nor a download. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Switches between English and Arabic. It shows the other language's own name ('العربية',
 * 'English'); screen readers hear "Switch language to ..." in the current language first.
 *
 * It is a link to this page in the other language (`?lang=ar`, which the server renders in it
 * and the browser then stores): before the scripts have taken the page over, or without them,
 * a tap loads the page in that language. Once the page is the browser's, the switch happens in
 * place, and never while React is still hydrating a part of the page (which would then not
 * match its HTML): a tap in that moment is applied as soon as the last part is hydrated.
 */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const current = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const next = otherLanguage(current);

  const switchInPlace = (event: MouseEvent) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    afterHydration(() => void i18n.changeLanguage(next));
  };

  return (
    <ToggleLink
      $variant="outline"
      $compact={compact}
      href={addressIn('', location, next)}
      hrefLang={next}
      onClick={switchInPlace}
    >
      {/* Phones' top bar is narrow: the language's name alone says what the link does. */}
      {!compact && <GlobeIcon />}
      <VisuallyHidden>{t('language.switchTo')}</VisuallyHidden>{' '}
      <span lang={next}>{i18n.getFixedT(next)('language.name')}</span>
    </ToggleLink>
  );
}

function GlobeIcon() {
  return (
    <Icon size={18}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
    </Icon>
  );
}
