import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AdminProviders, AdminRoutes } from './AdminApp';
import { loadMessages } from './i18n/load-messages';
import { startLocale } from './i18n/locale';
import { createAdminStore } from './store';

/**
 * The staff console (issue 35): its own page at /admin, its own bundle. The language is the one chosen
 * before (localStorage) or the browser's; its catalog loads before the first render. The session lives
 * in sessionStorage: a closed tab is signed out.
 */
async function start() {
  const locale = startLocale(window.localStorage, navigator.languages);
  const messages = await loadMessages(locale);
  const store = createAdminStore(window.sessionStorage);
  // The template always has #root.
  const container = document.getElementById('root') as HTMLElement;
  createRoot(container).render(
    <AdminProviders store={store} locale={locale} messages={messages} storage={window.localStorage}>
      <BrowserRouter basename="/admin">
        <AdminRoutes />
      </BrowserRouter>
    </AdminProviders>,
  );
}

void start();
