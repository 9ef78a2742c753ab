import { useFeatureTexts } from '../../i18n/feature-texts';
import { mobileTexts } from './mobile-texts';
import { ProductsPerRowField } from './products-per-row-field';
import type { DraftProps } from './settings-draft';
import { SettingsTab, SwitchSettings } from './setting-fields';

/** Layout tab: the product grid and the cart button on phones. */
export function LayoutTab(props: DraftProps) {
  const { t } = useFeatureTexts(mobileTexts);
  const { draft, onChange } = props;
  return (
    <SettingsTab description={t('adminMobile.tabDescriptions.layout')}>
      <ProductsPerRowField value={draft.productsPerRow} onChange={(productsPerRow) => onChange({ productsPerRow })} />
      <SwitchSettings settings={['showPricesOnMobile', 'mobileCartFloating', 'enableSwipeGestures']} {...props} />
    </SettingsTab>
  );
}
