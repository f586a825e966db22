import { PassThrough } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * Renders to a string once every lazy screen has resolved (no streaming: the page is cached whole).
 *
 * React 18.3's Node stream writes a whole 2,048-byte buffer when a character of two or more bytes does not fit in
 * what is left of it, unwritten zero bytes included (react/react#31134, fixed in React 19): an Arabic page could
 * carry a NUL in the middle of a word ("إ\u0000لى"), shown as "�" and read out in a link's name. The character itself
 * is written whole at the start of the next buffer, so the zero bytes are all that is wrong; no text of the shop
 * holds a NUL (the API refuses them, src/server/http/input-guard.ts), so each is dropped.
 */
export function renderComplete(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8').replaceAll('\u0000', '')));
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}
