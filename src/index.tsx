import { createRoot } from 'react-dom/client';
import { App, createRouter } from './app/App';
import { startLocale } from './app/i18n/start';
import { createStore } from './app/store';

async function start() {
  const page = await startLocale();
  if (!page) return; // moving to the page's language URL
  const store = createStore();
  const router = createRouter(undefined, page.basename);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(<App store={store} router={router} {...page.providers} />);
}

void start();
