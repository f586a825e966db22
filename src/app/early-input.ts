import { useEffect, useState } from 'react';
import { EARLY_INPUT_GLOBAL, type EarlyInput } from '../shared/early-input';

/** The buttons clicked and the forms sent before the app ran, waiting for their screen to hydrate. */
let waiting: (HTMLButtonElement | HTMLFormElement)[] = [];

/**
 * Takes over the early-input script's queue before hydration (src/shared/early-input.ts). If the script
 * has not run yet, it is told the app is here, so it never starts listening.
 */
export function claimEarlyInput(): void {
  const globals = window as unknown as Record<string, EarlyInput | undefined>;
  const early = globals[EARLY_INPUT_GLOBAL];
  waiting = early ? early.claim() : [];
  globals[EARLY_INPUT_GLOBAL] = { claim: () => [] };
}

/**
 * Clicks again, once, the buttons clicked before hydration, and sends the forms sent then. Rendered
 * after each screen inside its Suspense boundary, so its effect runs when the screen (and the shell
 * around it) has hydrated.
 *
 * A form is sent one render later: the screen's own mount effects (usePrefilledFields copies what was
 * typed before hydration into Formik) must have been rendered before its submit handler reads them.
 */
export function EarlyInputReplay(): null {
  const [forms, setForms] = useState<HTMLFormElement[]>([]);
  useEffect(() => {
    const queued = waiting;
    waiting = [];
    for (const element of queued) {
      if (element instanceof HTMLButtonElement && element.isConnected && !element.disabled) element.click();
    }
    const held = queued.filter((element): element is HTMLFormElement => element instanceof HTMLFormElement);
    if (held.length > 0) setForms(held);
  }, []);
  useEffect(() => {
    for (const form of forms) if (form.isConnected) form.requestSubmit();
  }, [forms]);
  return null;
}
