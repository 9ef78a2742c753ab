import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { defaultLanguage, isLanguage, otherLanguage } from '../i18n/language';
import { Button } from '../shared/button';
import { Icon } from '../shared/icon';
import { VisuallyHidden } from '../shared/visually-hidden';

const ToggleButton = styled(Button)<{ $compact: boolean }>`
  min-block-size: 2.5rem;
  padding-inline: ${({ $compact }) => ($compact ? '0.625rem' : '0.875rem')};
  font-size: 0.875rem;
`;

/**
 * Switches between English and Arabic. It shows the other language's own name ('العربية',
 * 'English'); screen readers hear "Switch language to ..." in the current language first.
 */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const next = otherLanguage(current);

  return (
    <ToggleButton $variant="outline" $compact={compact} onClick={() => void i18n.changeLanguage(next)}>
      {/* Phones' top bar is narrow: the language's name alone says what the button does. */}
      {!compact && <GlobeIcon />}
      <VisuallyHidden>{t('language.switchTo')}</VisuallyHidden>{' '}
      <span lang={next}>{i18n.getFixedT(next)('language.name')}</span>
    </ToggleButton>
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
