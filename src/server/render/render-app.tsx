import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '../../app/App';
import { routes } from '../../app/routes';
import { AppRoutes } from '../../app/router/app-router';
import { createStore, type RootState } from '../../app/store';
import type { ServerTransport } from '../../browser-kit/api/base-query';
import { catalogueApi } from '../../entities/product';
import { api } from '../../browser-kit/api/api';
import { createRtlCache } from '../../browser-kit/i18n/emotion-cache';
import { basenameOf, directionOf, type Locale } from '../../universal/i18n/locale';
import type { Currency } from '../../universal/i18n/money';
import type { ViewportGuess } from '../../universal/viewport-guess';
import type { ShipToStart } from '../../universal/ship-to';
import { serverMessages } from './server-messages';
import { loadPage, type RenderedPage } from './page-match';
import { renderComplete } from './render-complete';

export interface RenderedApp {
  /** The markup inside #root. */
  html: string;
  /** Emotion's <style> tags for exactly the rules this markup uses. */
  styles: string;
  state: RootState;
  /** What the route's prefetch answered, for its head and status. */
  data: unknown;
}

/** A store for one render: no shopper's session (never part of server HTML), nothing persisted. */
function anonymousStorage(): Storage {
  return {
    length: 0,
    clear: () => undefined,
    getItem: () => null,
    key: () => null,
    removeItem: () => undefined,
    setItem: () => undefined,
  };
}

/**
 * One public screen rendered as the client would render it: the same providers and route table,
 * React Router's static router at the URL, the catalogue queries loaded first, MUI's styles
 * extracted by Emotion's server for this markup alone.
 */
export async function renderApp(options: {
  url: URL;
  locale: Locale;
  page: RenderedPage;
  currency?: Currency;
  viewport: ViewportGuess;
  shipTo: ShipToStart;
  transport: ServerTransport;
}): Promise<RenderedApp> {
  const { locale, currency, viewport } = options;
  const store = createStore({}, anonymousStorage(), options.transport);
  const data = await loadPage(store, options.page, locale);

  // The caches the browser will use (same keys), so it adopts these style tags when it hydrates.
  const cache = directionOf(locale) === 'rtl' ? createRtlCache() : createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = await renderComplete(
    <AppProviders
      store={store}
      locale={locale}
      messages={serverMessages(locale)}
      currency={currency}
      shipTo={options.shipTo}
      emotionCache={cache}
      viewport={viewport}
    >
      <StaticRouter
        basename={basenameOf(locale) || undefined}
        location={`${options.url.pathname}${options.url.search}`}
      >
        <AppRoutes routes={routes} />
      </StaticRouter>
    </AppProviders>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const state = store.getState();
  // Subscriptions made by the loads would otherwise keep their cache timers alive.
  store.dispatch(catalogueApi.util.resetApiState());
  store.dispatch(api.util.resetApiState());
  return { html, styles, state, data };
}
