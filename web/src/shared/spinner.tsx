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
  gap: 0.75rem;
  padding-block: 4rem;
  color: ${color('mutedForeground')};
`;

const Circle = styled.span`
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 4px solid ${color('primary', 0.2)};
  border-block-start-color: ${color('primary')};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/**
 * A page-level loading indicator, announced politely to screen readers. With a label the text
 * is shown under the circle; without one 'Loading...' is read out only.
 */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Wrapper role="status">
      <Circle aria-hidden="true" />
      {label ? <p>{label}</p> : <VisuallyHidden>{t('common.loading')}</VisuallyHidden>}
    </Wrapper>
  );
}
