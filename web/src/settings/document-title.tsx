import { useSiteName } from './use-site-name';

/** The browser tab title: the page's name, then the site's. React 19 places it in <head>. */
export function DocumentTitle({ page }: { page?: string }) {
  const siteName = useSiteName();
  return <title>{page ? `${page} | ${siteName}` : siteName}</title>;
}
