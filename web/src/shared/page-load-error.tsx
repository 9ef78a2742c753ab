import { useTranslation } from 'react-i18next';
import { PageMeta } from '../seo/page-meta';
import { Button } from './button';
import { MessagePanel } from './message-panel';
import { reloadPage } from './reload-page';

/** A storefront page whose content could not load: its title says so, and Try again reloads it. */
export function PageLoadError({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={title} />
      <MessagePanel
        isAlert
        titleLevel="h1"
        title={title}
        description={t('common.somethingWentWrong')}
        actions={<Button onClick={reloadPage}>{t('common.tryAgain')}</Button>}
      />
    </>
  );
}
