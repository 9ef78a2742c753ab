import type { ReactNode } from 'react';

interface IconProps {
  /** The icon's drawing: paths in the viewBox's coordinates. */
  children: ReactNode;
  size?: number;
  viewBox?: string;
  strokeWidth?: number;
}

/** A decorative line icon in the text colour, hidden from screen readers (its text says it). */
export function Icon({ children, size = 24, viewBox = '0 0 24 24', strokeWidth = 2 }: IconProps) {
  return (
    <svg
      viewBox={viewBox}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
