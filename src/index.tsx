import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { startLocale } from './app/i18n/start';
import { createStore, type RootState } from './app/store';
import { hydrateFromServer } from './browser-kit/api/server-state';
import { SERVER_STATE_ELEMENT_ID } from './universal/server-state';
import { isViewportGuess, VIEWPORT_GUESS_ATTRIBUTE } from './universal/viewport-guess';
import { readRenderedFor, RENDERED_FOR_ATTRIBUTE } from './universal/rendered-for';

/**
 * Lets the browser paint and take input between the start's steps. Evaluating every module of the
 * entry, then reading the state, in the script's own task made one long task (130–250 ms at
 * Lighthouse's ×4 CPU on the list and product pages), felt as a page that does not answer. So the app's
 * own modules (the shell, MUI) are evaluated in a task of their own: an `eager` import has no chunk and
 * no request, only its evaluation waits. Then the store and the page's state, then hydration in slices.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start() {
  const page = await startLocale();
  if (!page) return; // moving to the page's language URL
  await nextTask();
  const { App, createRouter } = await import(/* webpackMode: "eager" */ './app/App');
  await nextTask();
  const store = createStore();
  const router = createRouter(undefined, page.basename);
  // The build's template always has #root.
  const container = document.getElementById('root') as HTMLElement;

  // A server-rendered page carries the state it was rendered with as JSON (never as inline script:
  // the CSP allows none). Its answers go into the store first, so nothing is fetched again.
  const stateElement = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (stateElement?.textContent && container.firstElementChild) {
    const serverState = JSON.parse(stateElement.textContent) as RootState;
    store.dispatch(hydrateFromServer(serverState as unknown as Record<string, unknown>));
    // Media queries hydrate with the screen the server guessed, then follow the real one.
    const guess = container.getAttribute(VIEWPORT_GUESS_ATTRIBUTE);
    const viewport = isViewportGuess(guess) ? guess : undefined;
    // Prices and the ship-to country hydrate as rendered, then follow the cookies (universal/rendered-for.ts).
    const renderedFor = readRenderedFor(container.getAttribute(RENDERED_FOR_ATTRIBUTE));
    // Hydrated as a transition, in slices that let the browser paint and take input between them (one
    // long task on a phone otherwise). Until the screen has hydrated, the early-input script keeps the
    // clicks, choices and forms, and the screen replays them (src/app/early-input.ts).
    startTransition(() => {
      hydrateRoot(
        container,
        <App
          store={store}
          router={router}
          serverState={serverState}
          viewport={viewport}
          renderedFor={renderedFor}
          {...page.providers}
        />,
      );
    });
  } else {
    createRoot(container).render(<App store={store} router={router} {...page.providers} />);
  }
}

void start();
