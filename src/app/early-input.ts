import { useEffect } from 'react';
import { EARLY_INPUT_GLOBAL, type EarlyInput } from '../shared/early-input';

/** The buttons clicked before the app ran, waiting for their screen to hydrate. */
let waiting: HTMLButtonElement[] = [];

/**
 * Takes over the early-input script's queue before hydration (src/shared/early-input.ts). If the script
 * has not run yet, it is told the app is here, so it never starts listening.
 */
export function claimEarlyClicks(): void {
  const globals = window as unknown as Record<string, EarlyInput | undefined>;
  const early = globals[EARLY_INPUT_GLOBAL];
  waiting = early ? early.claim() : [];
  globals[EARLY_INPUT_GLOBAL] = { claim: () => [] };
}

/**
 * Clicks again, once, the buttons clicked before hydration. Rendered after each screen inside its
 * Suspense boundary, so its effect runs when the screen (and the shell around it) has hydrated.
 */
export function EarlyClicksReplay(): null {
  useEffect(() => {
    const buttons = waiting;
    waiting = [];
    for (const button of buttons) if (button.isConnected && !button.disabled) button.click();
  }, []);
  return null;
}
