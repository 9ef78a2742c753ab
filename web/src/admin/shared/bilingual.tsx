import styled from 'styled-components';
import { media } from '../../theme/media';

/**
 * The owner writes each shop text in English and in Arabic (issue 11). Each language's input
 * says which it is, so screen readers pronounce it and the browser lays Arabic right to left
 * whatever the back office's own language: spread these on the input or textarea.
 */
export const languageInputProps = {
  en: { lang: 'en', dir: 'ltr' },
  ar: { lang: 'ar', dir: 'rtl' },
} as const;

export type TextLanguage = keyof typeof languageInputProps;

/**
 * The English and Arabic fields of one text side by side, English first (on the start side),
 * where the card is wide enough; stacked on phones and in narrow cards.
 */
export const BilingualPair = styled.div`
  display: grid;
  gap: 0.75rem 1rem;
  min-inline-size: 0;

  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
