import styled from 'styled-components';
import { color } from '../theme/tokens';

const Heading = styled.div`
  display: grid;
  gap: 0.25rem;
  margin-block-end: 1.5rem;
  text-align: center;

  h1 {
    font-size: clamp(1.75rem, 5vw, 2.5rem);
    letter-spacing: -0.01em;
  }

  h2 {
    font-size: clamp(1.5rem, 4vw, 2rem);
  }

  p {
    color: ${color('mutedForeground')};
  }
`;

interface SectionHeadingProps {
  title: string;
  subtitle?: string;
  /** h1 for a page's own title, h2 for a section of a page. */
  level?: 'h1' | 'h2';
  /** For aria-labelledby on the section the heading names. */
  id?: string;
}

/** A centred title with an optional muted line under it, as pages and home sections open. */
export function SectionHeading({ title, subtitle, level = 'h1', id }: SectionHeadingProps) {
  const Title = level;
  return (
    <Heading>
      <Title id={id} dir="auto">
        {title}
      </Title>
      {subtitle && <p dir="auto">{subtitle}</p>}
    </Heading>
  );
}
