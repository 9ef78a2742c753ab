import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePhoneMessage } from '../mobile-settings/use-phone-settings';
import { useSiteName } from '../settings/use-site-name';
import { useSettingText } from '../settings/use-setting-text';
import { useSiteSettings } from '../settings/use-site-settings';
import { UnstyledDefinitionList } from '../shared/definition-list';
import { PageContainer } from '../shared/page-container';
import { externalLinks } from '../shared/paths';
import { media } from '../theme/media';
import { color } from '../theme/tokens';

const FooterBar = styled.footer`
  margin-block-start: 4rem;
  background: ${color('foreground')};
  color: ${color('background', 0.85)};
`;

const Columns = styled(PageContainer)`
  display: grid;
  gap: 2rem;
  padding-block: 2.5rem;

  ${media.md} {
    grid-template-columns: 2fr 1.5fr 1fr;
  }
`;

const Column = styled.div`
  display: grid;
  align-content: start;
  gap: 0.625rem;
`;

const SiteName = styled.p`
  color: ${color('background')};
  font-size: 1.25rem;
  font-weight: 800;
`;

// The owner's phone texts are typed in a multi-line box: their line breaks are kept.
const OwnerText = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Heading = styled.h2`
  color: ${color('background')};
  font-size: 1rem;
`;

const ContactList = styled(UnstyledDefinitionList)`
  display: grid;
  gap: 0.5rem;
  margin: 0;

  dt {
    font-size: 0.8125rem;
    opacity: 0.8;
  }

  dd {
    margin: 0;
  }
`;

const FooterLink = styled.a`
  color: ${color('background')};
  text-decoration-color: ${color('background', 0.4)};
  text-underline-offset: 3px;
`;

const Copyright = styled.p`
  padding-block: 1rem;
  border-block-start: 1px solid ${color('background', 0.15)};
  font-size: 0.875rem;
  text-align: center;
`;

/** The footer (docs/product.md#common-frame): site name, footer text, contact details, Instagram and copyright. */
export function SiteFooter() {
  const { t } = useTranslation();
  const siteName = useSiteName();
  const { settings } = useSiteSettings();
  const text = useSettingText();
  // On phones the owner may word the footer for small screens and add a contact line.
  const footerText = usePhoneMessage('footerTextMobile') || settings?.footerText;
  const contactLine = usePhoneMessage('contactInfoMobile');
  // Numbers and addresses read left to right in Arabic pages too.
  const contactDetails = [
    settings?.phone && {
      label: t('footer.phone'),
      value: (
        <FooterLink href={externalLinks.phone(settings.phone)} dir="ltr">
          {settings.phone}
        </FooterLink>
      ),
    },
    settings?.email && {
      label: t('footer.email'),
      value: (
        <FooterLink href={externalLinks.email(settings.email)} dir="ltr">
          {settings.email}
        </FooterLink>
      ),
    },
    settings?.address && { label: t('footer.address'), value: settings.address, dir: 'auto' },
  ].filter((detail) => typeof detail === 'object');
  const hasDetails = contactDetails.length > 0;

  return (
    <FooterBar>
      <Columns>
        <Column>
          {/* The owner's texts may be in either language: dir=auto keeps their punctuation in place. */}
          <SiteName dir="auto">{siteName}</SiteName>
          {footerText && <OwnerText dir="auto">{footerText}</OwnerText>}
        </Column>
        {(hasDetails || contactLine) && (
          <Column>
            <Heading>{text('contactSectionTitle', t('footer.contactTitle'))}</Heading>
            {hasDetails && <ContactList rows={contactDetails} />}
            {contactLine && <OwnerText dir="auto">{contactLine}</OwnerText>}
          </Column>
        )}
        {settings?.instagram && (
          <Column>
            <Heading>{text('socialSectionTitle', t('footer.socialTitle'))}</Heading>
            <p>
              {text('instagramLabel', t('footer.instagram'))}:{' '}
              <FooterLink href={externalLinks.instagram(settings.instagram)} dir="ltr">
                @{settings.instagram}
              </FooterLink>
            </p>
          </Column>
        )}
      </Columns>
      {settings?.footerCopyright && <Copyright dir="auto">{settings.footerCopyright}</Copyright>}
    </FooterBar>
  );
}
