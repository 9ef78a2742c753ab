import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { wrapRow } from '../../shared/wrap-row';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { DocumentTitle } from '../../settings/document-title';
import { PageContainer } from '../../shared/page-container';
import { color } from '../../theme/tokens';
import { adminHref } from '../admin-paths';
import { adminTexts } from '../admin-texts';
import { useCountedTitle } from './admin-title-count';
import { spreadRow } from '../../shared/spread-row';
import { titleBlock } from '../../shared/title-block';

const Main = styled(PageContainer)`
  display: grid;
  gap: 1.5rem;
  padding-block: 1.5rem 3rem;
`;

const Header = styled.header`
  ${titleBlock('clamp(1.5rem, 4vw, 2rem)')}
`;

export const BackLink = styled(Link)`
  justify-self: start;
  color: ${color('primary')};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &::before {
    content: '\\2190\\00a0';
  }

  [dir='rtl'] &::before {
    content: '\\2192\\00a0';
  }
`;

interface AdminPageProps {
  title: string;
  description?: string;
  /** 'Back to Dashboard' above the title (every page has it, docs/product.md#back-office-access). */
  backLink?: boolean;
  /** Buttons beside the title, such as Save or Preview. */
  actions?: ReactNode;
  children: ReactNode;
}

const TitleRow = styled.div`
  ${spreadRow('center', '0.75rem')}
`;

const Actions = styled.div`
  ${wrapRow('0.5rem')}
`;

/** The frame of every back-office page: the way back, the page's title and its content. */
export function AdminPage({ title, description, backLink = true, actions, children }: AdminPageProps) {
  const { t } = useFeatureTexts(adminTexts);
  const tabTitle = useCountedTitle(title);
  return (
    <Main>
      <DocumentTitle page={tabTitle} />
      <Header>
        {backLink && <BackLink to={adminHref()}>{t('admin.backToDashboard')}</BackLink>}
        <TitleRow>
          <h1>{title}</h1>
          {actions && <Actions>{actions}</Actions>}
        </TitleRow>
        {description && <p>{description}</p>}
      </Header>
      {children}
    </Main>
  );
}
