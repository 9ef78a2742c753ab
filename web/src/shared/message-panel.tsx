import type { ReactNode } from 'react';
import styled from 'styled-components';
import { centredStack } from './centred-stack';
import { wrapRow } from './wrap-row';
import { color } from '../theme/tokens';

const Panel = styled.section`
  ${centredStack('0.75rem')}
  max-inline-size: 32rem;
  margin-inline: auto;
  padding-block: 3rem;
  padding-inline: 1.5rem;
`;

const Title = styled.h2`
  font-size: 1.375rem;
  line-height: 1.3;
`;

const Description = styled.p`
  color: ${color('mutedForeground')};
`;

const Actions = styled.div`
  ${wrapRow('0.75rem', { justify: 'center' })}
  margin-block-start: 0.5rem;
`;

interface MessagePanelProps {
  title: string;
  /** The page's main heading when nothing else on the page is. */
  titleLevel?: 'h1' | 'h2';
  description?: string;
  actions?: ReactNode;
  /** Errors are announced as soon as they appear. */
  isAlert?: boolean;
}

/** An empty or error state: a title, an optional explanation and the buttons that help. */
export function MessagePanel({ title, titleLevel = 'h2', description, actions, isAlert = false }: MessagePanelProps) {
  return (
    <Panel role={isAlert ? 'alert' : undefined}>
      <Title as={titleLevel}>{title}</Title>
      {description && <Description>{description}</Description>}
      {actions && <Actions>{actions}</Actions>}
    </Panel>
  );
}
