import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import { TestEnvironment as JSDOMEnvironment } from 'jest-environment-jsdom';

/**
 * jsdom without the Fetch API is not the browser RTK Query runs in: fetchBaseQuery builds `Request`s
 * and reads `Response`s. This environment lends jsdom Node's own Fetch classes (and the AbortController
 * they accept, since a jsdom signal is foreign to them), so component tests exercise the real base query
 * with only `fetch` itself mocked. Opt in per file with the docblock
 * `@jest-environment ./src/test/jsdom-fetch-environment.ts`.
 */
export default class JsdomFetchEnvironment extends JSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const page = String(this.global.location.href);
    // The app calls relative paths ('/api/...'), resolved as a browser would against the page URL.
    class PageRequest extends Request {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, page) : input, init);
      }
    }
    Object.assign(this.global, {
      fetch,
      Request: PageRequest,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      structuredClone,
    });
  }
}
