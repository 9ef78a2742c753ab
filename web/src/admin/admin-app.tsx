import { Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../not-found/not-found-page';

/**
 * The back office's entry (SPEC §2 Admin, issue 5): everything under /admin is one lazily
 * loaded bundle, so a shopper never downloads admin code. Its pages are added here as
 * descendant routes, each lazily loaded in turn; until then every admin address is unknown.
 */
export function AdminApp() {
  return (
    <Routes>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
