import styled from 'styled-components';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { Button } from '../../shared/button';
import { spreadRow } from '../../shared/spread-row';
import { media } from '../../theme/media';
import { color } from '../../theme/tokens';
import { adminTexts } from '../admin-texts';
import { PAGE_GAP, pageNumbers } from './page-numbers';

// Phones: the page numbers across, Previous and Next under them at either end. Wider: one row.
const Nav = styled.nav`
  ${spreadRow('center', '0.5rem')}

  ${media.sm} {
    justify-content: center;
  }
`;

const Numbers = styled.ol`
  display: flex;
  flex-basis: 100%;
  justify-content: center;
  align-items: center;
  gap: 0.25rem;
  order: -1;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.sm} {
    flex-basis: auto;
    order: 0;
  }
`;

const PageButton = styled(Button)`
  min-inline-size: 2.5rem;
  padding-inline: 0.5rem;
  font-variant-numeric: tabular-nums;
`;

const Gap = styled.li`
  padding-inline: 0.25rem;
  color: ${color('mutedForeground')};
`;

interface PagerProps {
  /** From 1. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

/**
 * Previous, the page numbers (the first, the last, the current one and its neighbours) and
 * Next, in a navigation landmark named 'Pages'; nothing when everything fits on one page.
 */
export function Pager({ page, pages, onPage }: PagerProps) {
  const { t } = useFeatureTexts(adminTexts);
  if (pages <= 1) return null;
  return (
    <Nav aria-label={t('admin.pager.label')}>
      <Button $variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.pager.previous')}
      </Button>
      <Numbers>
        {pageNumbers(page, pages).map((entry, index) =>
          entry === PAGE_GAP ? (
            <Gap key={`gap-${index}`} aria-hidden="true">
              …
            </Gap>
          ) : (
            <li key={entry}>
              <PageButton
                $variant={entry === page ? 'primary' : 'ghost'}
                aria-label={t('admin.pager.page', { page: entry })}
                aria-current={entry === page ? 'page' : undefined}
                onClick={() => entry !== page && onPage(entry)}
              >
                {entry}
              </PageButton>
            </li>
          ),
        )}
      </Numbers>
      <Button $variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.pager.next')}
      </Button>
    </Nav>
  );
}
