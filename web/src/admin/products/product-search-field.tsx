import { useEffect, useEffectEvent, useState } from 'react';
import styled from 'styled-components';
import { PRODUCT_QUERY_MAX_LENGTH } from '@crumb/shared/product-search';
import { useFeatureTexts } from '../../i18n/feature-texts';
import { TextField } from '../../shared/text-field';
import { productsTexts } from './products-texts';

/** The search waits this long after the last key before asking the server. */
export const PRODUCT_SEARCH_DEBOUNCE_MS = 250;

const SearchForm = styled.form`
  display: grid;
`;

interface ProductSearchFieldProps {
  /** The search the list shows now (the address's). */
  query: string;
  /** Called with the trimmed words once the owner stops typing, or presses Enter. */
  onSearch: (query: string) => void;
}

/**
 * The search over the products list: it searches as the owner types, a moment after the last
 * key. A search changed elsewhere (Back, Clear search) shows in the field.
 */
export function ProductSearchField({ query, onSearch }: ProductSearchFieldProps) {
  const { t } = useFeatureTexts(productsTexts);
  const [text, setText] = useState(query);
  // The search this field last sent, and the list's search it last saw: an address that moves
  // to a search the field did not send (Back) replaces what the field holds, while one catching
  // up with what was sent leaves alone the letters typed since.
  const [sent, setSent] = useState(query);
  const [seen, setSeen] = useState(query);
  if (query !== seen) {
    setSeen(query);
    if (query !== sent) {
      setSent(query);
      setText(query);
    }
  }

  const send = (words: string) => {
    setSent(words);
    onSearch(words);
  };
  const sendLater = useEffectEvent(send);

  useEffect(() => {
    const words = text.trim();
    if (words === sent) return undefined;
    const timer = setTimeout(() => sendLater(words), PRODUCT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, sent]);

  return (
    <SearchForm
      role="search"
      aria-label={t('adminProducts.search')}
      onSubmit={(event) => {
        event.preventDefault();
        send(text.trim());
      }}
    >
      <TextField
        id="products-search"
        label={t('adminProducts.search')}
        type="search"
        value={text}
        maxLength={PRODUCT_QUERY_MAX_LENGTH}
        placeholder={t('adminProducts.searchPlaceholder')}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
    </SearchForm>
  );
}
