import { useTranslation } from 'react-i18next';
import { Spinner } from '../shared/spinner';

/**
 * docs/product.md#common-frame: 'Loading theme...' instead of any route while the app starts. The stored theme is
 * painted in the same first render; what the shopper waits for is the first page's code.
 */
export function ThemeLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('common.loadingTheme')} />;
}
