/**
 * Clicks a shopper makes on a server-rendered page before its JavaScript has run would be lost: the
 * buttons are on screen, but nothing listens yet. A tiny script the page loads first (async, a few
 * hundred bytes, EARLY_INPUT_SCRIPT) remembers the buttons clicked and the forms sent; once the screen
 * has hydrated, the app clicks and sends them again (src/app/early-input.ts).
 *
 * Links and forms with an action (the header search) need no help: the browser follows and submits them
 * without JavaScript. A form without one (sign-in, sign-up) only works through the app: the browser
 * would send it to the page's own address, so the script holds it back for the app to send.
 */

/** The global the script keeps its queue in; the app sets it first when the script would come too late. */
export const EARLY_INPUT_GLOBAL = '__storefrontEarlyInput';

export interface EarlyInput {
  /** Stops listening and hands over the buttons clicked and the forms sent so far, oldest first. */
  claim(): (HTMLButtonElement | HTMLFormElement)[];
}

/**
 * The script, as the browser runs it: plain ES2017 with no imports, written out as text so no build
 * step can add helpers it would lack. It only listens to plain buttons (type="button") and to forms
 * without an action inside #root.
 */
export const EARLY_INPUT_SCRIPT = `(function () {
  var name = ${JSON.stringify(EARLY_INPUT_GLOBAL)};
  if (window[name]) return;
  var queued = [];
  function inApp(element) {
    var root = document.getElementById('root');
    return !!root && root.contains(element);
  }
  function remember(event) {
    var target = event.target instanceof Element ? event.target.closest('button') : null;
    if (!target || target.disabled || target.type !== 'button' || !inApp(target)) return;
    queued.push(target);
  }
  function holdBack(event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action') || !inApp(form)) return;
    event.preventDefault();
    if (queued.indexOf(form) < 0) queued.push(form);
  }
  document.addEventListener('click', remember, true);
  document.addEventListener('submit', holdBack, true);
  window[name] = {
    claim: function () {
      document.removeEventListener('click', remember, true);
      document.removeEventListener('submit', holdBack, true);
      return queued.splice(0);
    },
  };
})();
`;
