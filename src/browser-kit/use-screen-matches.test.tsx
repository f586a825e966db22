import { act, renderHook } from '@testing-library/react';
import { setScreenWidth } from '../test/screen-width';
import { useScreenMatches } from './use-screen-matches';

const PHONE = '@media (max-width:899.95px)';

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('says whether the screen matches a breakpoint’s query once the page has started', () => {
  setScreenWidth(390);
  expect(renderHook(() => useScreenMatches(PHONE)).result.current).toBe(true);
  setScreenWidth(1366);
  expect(renderHook(() => useScreenMatches(PHONE)).result.current).toBe(false);
});

test('follows the screen when it changes (a phone turned, a window resized)', () => {
  const list = { matches: false, follow: () => undefined as void };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: () => ({
      get matches() {
        return list.matches;
      },
      addEventListener: (_type: string, follow: () => void) => (list.follow = follow),
      removeEventListener: () => undefined,
    }),
  });
  const { result } = renderHook(() => useScreenMatches(PHONE));
  expect(result.current).toBe(false);
  list.matches = true;
  act(() => list.follow());
  expect(result.current).toBe(true);
});

test('is false where the browser has no matchMedia', () => {
  expect(renderHook(() => useScreenMatches(PHONE)).result.current).toBe(false);
});
