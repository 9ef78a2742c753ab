import { useTranslation } from 'react-i18next';
import { Spinner } from '../shared/spinner';
import { useSettingText } from './use-setting-text';

/**
 * A storefront page's loading state, worded by the owner's extended text `loading` (docs/product.md#extended-texts)
 * when set, else 'Loading...' in the shopper's language.
 */
export function PageSpinner() {
  const { t } = useTranslation();
  const text = useSettingText();
  return <Spinner label={text('loading', t('common.loading'))} />;
}
