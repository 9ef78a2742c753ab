import styled from 'styled-components';
import { surface } from '../theme/surface';
import { useFeatureTexts } from '../i18n/feature-texts';
import { Card } from '../shared/card';
import { UnstyledDefinitionList } from '../shared/definition-list';
import { externalLinks } from '../shared/paths';
import { media } from '../theme/media';
import { aboutTexts } from './about-texts';

const Contact = styled(Card).attrs({ as: 'section' })`
  gap: 1rem;
  padding: 1.5rem;
  ${surface('secondary')}

  h2 {
    font-size: 1.25rem;
  }
`;

const List = styled(UnstyledDefinitionList)`
  display: grid;
  gap: 1rem;
  margin: 0;

  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }

  dt {
    font-size: 0.8125rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  a {
    color: inherit;
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

interface ContactDetails {
  phone: string;
  email: string;
  address: string;
  instagram: string;
  facebook: string;
}

/** docs/product.md#about-page: the Get in Touch block with phone, email, address, Instagram and Facebook. */
export function ContactCard({ settings }: { settings: ContactDetails }) {
  const { t } = useFeatureTexts(aboutTexts);
  const entries = [
    settings.phone && {
      label: t('about.phone'),
      value: (
        <a href={externalLinks.phone(settings.phone)} dir="ltr">
          {settings.phone}
        </a>
      ),
    },
    settings.email && {
      label: t('about.email'),
      value: (
        <a href={externalLinks.email(settings.email)} dir="ltr">
          {settings.email}
        </a>
      ),
    },
    settings.address && { label: t('about.address'), value: <span dir="auto">{settings.address}</span> },
    settings.instagram && {
      label: t('about.instagram'),
      value: (
        <a href={externalLinks.instagram(settings.instagram)} dir="ltr">
          @{settings.instagram}
        </a>
      ),
    },
    settings.facebook && {
      label: t('about.facebook'),
      value: (
        <a href={externalLinks.facebook(settings.facebook)} dir="auto">
          {settings.facebook}
        </a>
      ),
    },
  ].filter((entry) => typeof entry === 'object');
  if (entries.length === 0) return null;

  return (
    <Contact aria-labelledby="about-contact">
      <h2 id="about-contact">{t('about.getInTouch')}</h2>
      <List rows={entries} />
    </Contact>
  );
}
