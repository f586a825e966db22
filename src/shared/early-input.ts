/**
 * Clicks a shopper makes on a server-rendered page before its JavaScript has run would be lost: the
 * buttons are on screen, but nothing listens yet. A tiny script the page loads first (async, a few
 * hundred bytes, EARLY_INPUT_SCRIPT) remembers the buttons clicked; once the screen has hydrated, the
 * app clicks them again (src/app/early-input.ts). Links and form submits need no help: the browser
 * follows and submits them without JavaScript.
 */

/** The global the script keeps its queue in; the app sets it first when the script would come too late. */
export const EARLY_INPUT_GLOBAL = '__storefrontEarlyInput';

export interface EarlyInput {
  /** Stops listening and hands over the buttons clicked so far, oldest first. */
  claim(): HTMLButtonElement[];
}

/**
 * The script, as the browser runs it: plain ES2017 with no imports, written out as text so no build
 * step can add helpers it would lack. It only listens to plain buttons (type="button") inside #root.
 */
export const EARLY_INPUT_SCRIPT = `(function () {
  var name = ${JSON.stringify(EARLY_INPUT_GLOBAL)};
  if (window[name]) return;
  var queued = [];
  function remember(event) {
    var target = event.target instanceof Element ? event.target.closest('button') : null;
    var root = document.getElementById('root');
    if (!target || target.disabled || target.type !== 'button' || !root || !root.contains(target)) return;
    queued.push(target);
  }
  document.addEventListener('click', remember, true);
  window[name] = {
    claim: function () {
      document.removeEventListener('click', remember, true);
      return queued.splice(0);
    },
  };
})();
`;
