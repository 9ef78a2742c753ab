import styled from 'styled-components';
import { surface } from '../theme/surface';

/**
 * One of the owner's phone messages on a tinted strip (the welcome line, the delivery note).
 * Secondary on secondary-foreground is a text pair of every theme chosen for WCAG AA; the
 * owner types these in a multi-line box, so their line breaks are kept.
 */
export const OwnerNote = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.625rem;
  padding-block: 0.75rem;
  padding-inline: 1rem;
  border-radius: 0.75rem;
  ${surface('secondary')}
  font-weight: 600;
  line-height: 1.5;
  white-space: pre-line;
  overflow-wrap: anywhere;

  svg {
    flex: none;
    margin-block-start: 0.125rem;
  }
`;
