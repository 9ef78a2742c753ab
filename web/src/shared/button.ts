import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { surface } from '../theme/surface';
import { color } from '../theme/tokens';

type ButtonVariant = 'primary' | 'outline' | 'ghost';

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    ${surface('primary')}
    &:hover {
      filter: brightness(0.9);
    }
  `,
  outline: css`
    background: ${color('card')};
    color: ${color('primary')};
    border-color: ${color('primary', 0.5)};
    &:hover {
      background: ${color('secondary')};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${color('foreground')};
    &:hover {
      background: ${color('muted')};
    }
  `,
};

/** A button's shape and colours, for elements that are not buttons (an external link). */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-block-size: 2.75rem;
  padding-block: 0.625rem;
  padding-inline: 1.25rem;
  border: 1px solid transparent;
  border-radius: 999px;
  font-weight: 600;
  font-size: 0.95rem;
  line-height: 1.2;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color 0.15s ease,
    transform 0.15s ease;

  &:active {
    transform: translateY(1px);
  }

  ${({ $variant = 'primary' }) => variants[$variant]}
`;

// A plain button unless told otherwise, so no button submits a form by accident.
export const Button = styled.button.attrs<ButtonStyleProps>(({ type }) => ({ type: type ?? 'button' }))`
  ${buttonStyles}
`;

/** A router link that looks like a button, for calls to action that navigate. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
