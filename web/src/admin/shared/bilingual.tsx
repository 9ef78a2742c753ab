import styled from 'styled-components';

/**
 * The owner writes each shop text in English and in Arabic. Each language's input
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
 * where the pair has room for two columns of 15rem; stacked on phones and in narrow cards
 * (the columns follow the space the pair has, not the screen's width). Each field keeps its own
 * height: one with a hint under it does not stretch the input beside it.
 */
export const BilingualPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  align-items: start;
  gap: 0.75rem 1rem;
  min-inline-size: 0;
`;
