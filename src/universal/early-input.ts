/**
 * Clicks a shopper makes on a server-rendered page before its JavaScript has run would be lost: the
 * buttons are on screen, but nothing listens yet. A tiny script the page loads first (async, a few
 * hundred bytes, EARLY_INPUT_SCRIPT, part of the page-start script) remembers the buttons, checkboxes and
 * radio buttons clicked and the forms sent; once the screen has hydrated, the app clicks and sends them
 * again (src/app/early-input.ts).
 *
 * A checkbox or radio button is held back (its click cancelled, so it keeps its state): ticked by the
 * browser alone it would show a filter the app never applied. Links and forms with an action (the header
 * search) need no help: the browser follows and submits them without JavaScript. An option chosen in a
 * select (the list's sort) is remembered with its value: hydration puts the select back to the app's. A form without one
 * (sign-in, sign-up) only works through the app: the browser would send it to the page's own address, so
 * the script holds it back for the app to send.
 */

/** The global the script keeps its queue in; the app sets it first when the script would come too late. */
export const EARLY_INPUT_GLOBAL = '__shopEarlyInput';

/** An option chosen in a select: the browser shows it at once, but the app has not applied it. */
export interface EarlyChoice {
  select: HTMLSelectElement;
  value: string;
}

/** What the script remembers: a button, checkbox or radio button clicked, a form sent, an option chosen. */
export type EarlyAction = HTMLButtonElement | HTMLInputElement | HTMLFormElement | EarlyChoice;

export interface EarlyInput {
  /** Stops listening and hands over the buttons and boxes clicked and the forms sent so far, oldest first. */
  claim(): EarlyAction[];
  /** Set once the app has claimed the queue: the screen has hydrated and React takes every click. */
  claimed?: true;
}

/**
 * The script, as the browser runs it: plain ES2017 with no imports, written out as text so no build
 * step can add helpers it would lack. It only listens to plain buttons (type="button"), checkboxes,
 * radio buttons, selects and forms without an action inside #root. It keeps listening while the page
 * hydrates, until its screen has: what it keeps goes no further (React, already listening on parts
 * hydrated first, would otherwise act on it twice, and drops it on parts not hydrated yet).
 */
export const EARLY_INPUT_SCRIPT = `(function () {
  var name = '${EARLY_INPUT_GLOBAL}';
  if (window[name]) return;
  var queued = [];
  function inApp(element) {
    var root = document.getElementById('root');
    return !!root && root.contains(element);
  }
  function remember(event) {
    var target = event.target instanceof Element ? event.target.closest('button, input') : null;
    if (!target || target.disabled || !inApp(target)) return;
    if (target.type === 'checkbox' || target.type === 'radio') event.preventDefault();
    else if (target.type !== 'button') return;
    event.stopPropagation();
    queued.push(target);
  }
  function holdBack(event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action') || !inApp(form)) return;
    event.preventDefault();
    event.stopPropagation();
    if (queued.indexOf(form) < 0) queued.push(form);
  }
  function choose(event) {
    var select = event.target;
    if (!(select instanceof HTMLSelectElement) || !inApp(select)) return;
    event.stopPropagation();
    queued.push({ select: select, value: select.value });
  }
  document.addEventListener('click', remember, true);
  document.addEventListener('submit', holdBack, true);
  document.addEventListener('change', choose, true);
  window[name] = {
    claim: function () {
      document.removeEventListener('click', remember, true);
      document.removeEventListener('submit', holdBack, true);
      document.removeEventListener('change', choose, true);
      return queued.splice(0);
    },
  };
})();
`;
