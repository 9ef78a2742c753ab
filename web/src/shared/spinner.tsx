import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { color } from '../theme/tokens';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Wrapper = styled.div`
  display: grid;
  place-items: center;
  padding-block: 4rem;
`;

const Circle = styled.span`
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 4px solid ${color('primary', 0.2)};
  border-block-start-color: ${color('primary')};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** A page-level loading indicator, announced politely to screen readers. */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <Wrapper role="status">
      <Circle aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Wrapper>
  );
}
