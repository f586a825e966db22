import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createRouter } from './app/App';
import { startLocale } from './app/i18n/start';
import { createStore, type RootState } from './app/store';
import { hydrateFromServer } from './features/catalogue';
import { SERVER_STATE_ELEMENT_ID } from './shared/server-state';

async function start() {
  const page = await startLocale();
  if (!page) return; // moving to the page's language URL
  const store = createStore();
  const router = createRouter(undefined, page.basename);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // A server-rendered page carries the state it was rendered with as JSON (never as inline script:
  // the CSP allows none). Its catalogue answers go into the store first, so nothing is fetched again.
  const stateElement = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (stateElement?.textContent && container.firstElementChild) {
    const serverState = JSON.parse(stateElement.textContent) as RootState;
    store.dispatch(hydrateFromServer(serverState as unknown as Record<string, unknown>));
    hydrateRoot(container, <App store={store} router={router} serverState={serverState} {...page.providers} />);
  } else {
    createRoot(container).render(<App store={store} router={router} {...page.providers} />);
  }
}

void start();
