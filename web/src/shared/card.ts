import styled, { css } from 'styled-components';
import { surface } from '../theme/surface';
import { color } from '../theme/tokens';

/** The raised white card the shop's products, categories and panels sit on. */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${color('border')};
  border-radius: var(--radius);
  ${surface('card')}
  box-shadow: var(--shadow-card);
`;

/** A padded panel on the card's white: its parts stack with a gap (checkout sections, summaries, back-office panels). */
export const panelStyles = css`
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  border: 1px solid ${color('border')};
  border-radius: var(--radius);
  background: ${color('card')};
`;

/**
 * A fieldset panel whose legend is its heading: floated, so it sits inside the panel's padding
 * like any heading, and still names the group for screen readers.
 */
export const legendHeadingStyles = css`
  legend {
    float: inline-start;
    inline-size: 100%;
    padding: 0;
    font-weight: 700;
  }

  /* A floated legend would let the first field ride up beside it. */
  legend + * {
    clear: both;
  }
`;
