import styled from 'styled-components';
import { Icon } from '../shared/icon';
import type { CategoryTone } from './category-tone';

// Fixed colours: docs/product.md#home-page names pink and blue, whatever the theme's palette.
const gradients: Record<CategoryTone, string> = {
  pink: 'linear-gradient(135deg, hsl(345 85% 93%), hsl(340 70% 80%))',
  blue: 'linear-gradient(135deg, hsl(205 85% 93%), hsl(215 70% 78%))',
};

const iconColours: Record<CategoryTone, string> = {
  pink: 'hsl(340 60% 35%)',
  blue: 'hsl(215 55% 32%)',
};

const Fill = styled.span<{ $tone: CategoryTone }>`
  display: grid;
  place-items: center;
  inline-size: 100%;
  block-size: 100%;
  background: ${({ $tone }) => gradients[$tone]};
  color: ${({ $tone }) => iconColours[$tone]};
`;

/** The picture of a category that has no image of its own: a gradient with an icon. */
export function CategoryPlaceholder({ tone }: { tone: CategoryTone }) {
  return <Fill $tone={tone}>{tone === 'pink' ? <CakeIcon /> : <SweetsIcon />}</Fill>;
}

function CakeIcon() {
  return (
    <Icon size={56} viewBox="0 0 48 48" strokeWidth={2.5}>
      <path d="M8 40h32V26a4 4 0 0 0-4-4H12a4 4 0 0 0-4 4z" />
      <path d="M8 31c3 0 3 2 6 2s3-2 6-2 3 2 6 2 3-2 6-2 3 2 6 2" />
      <path d="M24 22v-6M18 22v-4M30 22v-4" />
      <path d="M24 11.5a2 2 0 0 1-2-2c0-1.5 2-3.5 2-3.5s2 2 2 3.5a2 2 0 0 1-2 2z" />
    </Icon>
  );
}

function SweetsIcon() {
  return (
    <Icon size={56} viewBox="0 0 48 48" strokeWidth={2.5}>
      <circle cx="24" cy="24" r="9" />
      <path d="M15.5 21 8 15l-2 10zM32.5 27 40 33l2-10z" />
      <path d="M21 20l6 8M27 20l-6 8" />
    </Icon>
  );
}
