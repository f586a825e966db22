import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * `renderToString` of `ui` as the server renders it, failing on any console error but one: jsdom has a window, so
 * MUI's layout effects warn that they do nothing on the server here (never on the real server, which has none).
 */
export function renderOnServer(ui: ReactElement): string {
  const warnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const html = renderToString(ui);
  const warned = warnings.mock.calls.map(([message]) => String(message));
  warnings.mockRestore();
  expect(warned.filter((message) => !message.includes('useLayoutEffect does nothing on the server'))).toEqual([]);
  return html;
}
