import type { ReactNode } from 'react';
import { AdminPage } from '../shell/admin-page';
import { ListLoadState, type ListQuery } from './list-load-state';

interface LoadedFormPageProps<Loaded> {
  title: string;
  description: string;
  /** What the page's query answered, once it has. */
  loaded: Loaded | undefined;
  query: ListQuery;
  loadingText: string;
  errorText: string;
  /** The form, given what was loaded. */
  children: (loaded: Loaded) => ReactNode;
}

/**
 * A back-office page that edits one stored whole (the delivery schedule, the delivery areas): its
 * loading line or load error until the first answer, then its form. Once drawn the form keeps what
 * the owner typed, even when a later refetch fails.
 */
export function LoadedFormPage<Loaded>({
  title,
  description,
  loaded,
  query,
  loadingText,
  errorText,
  children,
}: LoadedFormPageProps<Loaded>) {
  return (
    <AdminPage title={title} description={description}>
      {loaded ? children(loaded) : <ListLoadState query={query} loadingText={loadingText} errorText={errorText} />}
    </AdminPage>
  );
}
