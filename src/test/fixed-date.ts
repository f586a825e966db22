/**
 * Stops the clock that `new Date()` and `Date.now()` read at an instant, leaving timers, promises and
 * animation frames real (user-event, RTK Query and MUI's transitions run as usual): for a screen that
 * shows what time it is, such as a delivery's cut-off and the days it arrives. Undo with
 * `jest.useRealTimers()` (an afterEach in the test file).
 */
export function fixDate(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
