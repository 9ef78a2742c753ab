import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { PRODUCT_QUERY_MAX_LENGTH } from '@crumb/shared/product-search';
import { useFeatureTexts } from '../i18n/feature-texts';
import { TextInput } from '../shared/form-field';
import { color } from '../theme/tokens';
import { paths } from '../shared/paths';
import { SearchIcon } from '../shared/line-icons';
import { VisuallyHidden } from '../shared/visually-hidden';
import { catalogHref, searchQueryParam, type CatalogAddress } from './catalog-address';
import { catalogTexts } from './catalog-texts';
import { isSearchRequest } from '../shared/search-request';

// Long enough that a word typed at a phone's pace is asked for once, short enough to feel live.
const TYPING_PAUSE_MS = 250;

const SearchForm = styled.form`
  position: relative;
  max-inline-size: 32rem;
  margin-inline: auto;
  margin-block-end: 1rem;
`;

const SearchInput = styled(TextInput)`
  border-radius: 999px;
  /*
   * Room for the search button, which stands at the end of the line in the page's direction.
   * The field's own direction follows the words in it (dir="auto"): an empty field is
   * left-to-right on an Arabic page, so its logical end would be the wrong side.
   */
  padding-left: 1.25rem;
  padding-right: 3.25rem;

  [dir='rtl'] & {
    padding-left: 3.25rem;
    padding-right: 1.25rem;
  }
`;

/**
 * Searches without a keyboard's Enter: the only way to send the words from a page whose scripts
 * have not run (or never will) by pointer or voice, and a named control for assistive software.
 */
const SearchButton = styled.button`
  position: absolute;
  inset-block: 0;
  inset-inline-end: 0.25rem;
  margin-block: auto;
  display: grid;
  place-items: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: ${color('mutedForeground')};
  cursor: pointer;

  &:hover {
    background: ${color('muted')};
    color: ${color('foreground')};
  }

  &:focus-visible {
    outline: 2px solid ${color('ring')};
    outline-offset: 0;
  }
`;

/**
 * The products page's search field: the list follows the words as the shopper types (the address
 * carries them, so Back and a shared link keep them). Without JavaScript it is a plain form that
 * asks the server for /products?q=...
 */
export function CatalogSearch({ address }: { address: CatalogAddress }) {
  const { t } = useFeatureTexts(catalogTexts);
  const navigate = useNavigate();
  const location = useLocation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [words, setWords] = useState(address.q);
  // The words this field last put in the address: an address that changes to anything else (Back,
  // a suggested category) is shown in the field; its own echo is not, as the shopper may have
  // typed on since.
  const sent = useRef(address.q);

  useEffect(() => {
    if (address.q === sent.current) return;
    sent.current = address.q;
    setWords(address.q);
  }, [address.q]);

  // Words typed into the server's page before its script took it over are the shopper's words:
  // read once, when the field comes to life.
  const adoptEarlyWords = useEffectEvent(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== words) setWords(typed);
  });
  useEffect(() => adoptEarlyWords(), []);

  // The bottom bar's Search lands here with the field ready to type in.
  useEffect(() => {
    if (isSearchRequest(location.state)) input.current?.focus();
  }, [location.key, location.state]);

  const search = (typed: string) => {
    const q = typed.trim();
    if (q === sent.current) return;
    sent.current = q;
    // Replace, not push: Back leaves the results instead of stepping through every word typed.
    void navigate(catalogHref({ category: address.category, q, page: 1 }), { replace: true, preventScrollReset: true });
  };

  // Only a change of the words starts the pause, and it searches with the address as it is then.
  const searchAfterPause = useEffectEvent(() => search(words));
  useEffect(() => {
    const timer = setTimeout(searchAfterPause, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [words]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    search(words);
    // On a phone, Search on the keyboard closes it so the results can be seen.
    input.current?.blur();
  };

  return (
    <SearchForm role="search" action={paths.products.getHref()} method="get" onSubmit={submit}>
      <VisuallyHidden as="label" htmlFor={inputId}>
        {t('products.searchLabel')}
      </VisuallyHidden>
      {address.category !== null && <input type="hidden" name="category" value={address.category} />}
      <SearchInput
        ref={input}
        id={inputId}
        type="search"
        name={searchQueryParam}
        value={words}
        onChange={(event) => setWords(event.target.value)}
        placeholder={t('products.searchPlaceholder')}
        maxLength={PRODUCT_QUERY_MAX_LENGTH}
        enterKeyHint="search"
        autoComplete="off"
        dir="auto"
      />
      <SearchButton type="submit" aria-label={t('products.searchButton')}>
        <SearchIcon />
      </SearchButton>
    </SearchForm>
  );
}
