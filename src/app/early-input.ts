import { useEffect, useState } from 'react';
import { type EarlyAction, type EarlyChoice, EARLY_INPUT_GLOBAL, type EarlyInput } from '../universal/early-input';

/**
 * Takes over the early-input script's queue once the screen has hydrated (src/universal/early-input.ts):
 * the script stops listening, and React, now listening everywhere, takes every later click. If the
 * script has not run, it is told the app is here, so it never starts.
 */
const earlyInputGlobals = () => window as unknown as Record<string, EarlyInput | undefined>;

function claimEarlyInput(): EarlyAction[] {
  const globals = earlyInputGlobals();
  const early = globals[EARLY_INPUT_GLOBAL];
  globals[EARLY_INPUT_GLOBAL] = { claim: () => [], claimed: true };
  return early ? early.claim() : [];
}

const untilScreenHydrated: (() => void)[] = [];

/**
 * Runs `change` once the screen has hydrated, or at once if it has: for a change to what the providers
 * around the screen hand down (the display currency the cookies name). Made before, it reaches the
 * screen's Suspense boundary while that is still the server's markup, and React gives up hydrating it
 * (React error 421): the screen is rendered anew and what the shopper chose on the markup is reset.
 * Returns a function that forgets a change not made yet.
 */
export function whenScreenHydrated(change: () => void): () => void {
  if (earlyInputGlobals()[EARLY_INPUT_GLOBAL]?.claimed) {
    change();
    return () => {};
  }
  untilScreenHydrated.push(change);
  return () => {
    const index = untilScreenHydrated.indexOf(change);
    if (index >= 0) untilScreenHydrated.splice(index, 1);
  };
}

/**
 * The select to choose in again: the one the shopper chose in or, when React gave up the server's markup and drew
 * the screen anew (an update reached it before it had hydrated, React error 421), the one of the same `name` now on
 * the page. Without it the choice was lost: the new select showed the app's own value (the browser suite's quantity
 * chosen before the script ran, added as 1 when the machine was busy).
 */
function liveSelect(select: HTMLSelectElement): HTMLSelectElement | undefined {
  if (select.isConnected) return select;
  const named = select.name ? document.getElementsByName(select.name) : [];
  return named.length === 1 && named[0] instanceof HTMLSelectElement ? named[0] : undefined;
}

/** Chooses the option again, as the shopper did: React hears the select's change event. */
function choose({ select: chosenIn, value }: EarlyChoice): void {
  const select = liveSelect(chosenIn);
  if (!select || select.disabled) return;
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Makes a click or a choice again; a form is sent by EarlyInputReplay, a click on what has gone is skipped. */
function replay(action: EarlyAction): void {
  if (!(action instanceof Element)) choose(action);
  else if (!(action instanceof HTMLFormElement) && action.isConnected && !action.disabled) action.click();
}

/**
 * Clicks again, once, the buttons, checkboxes and radio buttons clicked before the screen hydrated,
 * chooses again the options chosen then, and sends the forms sent then. Rendered after each screen
 * inside its Suspense boundary, so its effect runs when the screen (and the shell around it) has
 * hydrated; and on the route error screen, so a screen that failed to load frees the page's input.
 *
 * The clicks wait one task: the page hydrates with the server's state (signed out), and
 * the render with the browser's own (the session) is committed only after these effects; clicked at
 * once, a signed-in shopper's heart would have asked them to sign in. The options chosen before the
 * first click are chosen at once, so a tap that reaches React before the queue's turn meets them (a
 * quantity, then Add to Cart); every later action has a task of its own, so
 * it meets the screen its predecessor left: made in one task, a price band picked after Clear all
 * filters was handled by the list as it was before the clear, and brought the cleared filters back.
 * A form is sent one render later: the screen's own mount effects (usePrefilledFields copies what was
 * typed before hydration into Formik) must have been rendered before its submit handler reads them.
 */
export function EarlyInputReplay(): null {
  const [forms, setForms] = useState<HTMLFormElement[]>([]);
  useEffect(() => {
    const queued = claimEarlyInput();
    const held = queued.filter((element): element is HTMLFormElement => element instanceof HTMLFormElement);
    if (held.length > 0) setForms(held);
    // The options chosen before the first click are chosen again now: React takes the shopper's next tap
    // from here on, and a tap on Add to Cart that came before their turn would add the quantity the page
    // started with. The rest wait a task each, in order. Not cancelled when the effect is cleaned up: a
    // click on what is no longer on the page is skipped.
    const firstClick = queued.findIndex((action) => action instanceof Element);
    const choicesFirst = firstClick < 0 ? queued.length : firstClick;
    for (const action of queued.slice(0, choicesFirst)) replay(action);
    for (const action of queued.slice(choicesFirst)) setTimeout(() => replay(action));
    for (const change of untilScreenHydrated.splice(0)) change();
  }, []);
  useEffect(() => {
    for (const form of forms) if (form.isConnected) form.requestSubmit();
  }, [forms]);
  return null;
}
