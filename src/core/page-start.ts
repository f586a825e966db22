import { EARLY_INPUT_SCRIPT } from './early-input';

/**
 * The one script a server-rendered page asks for itself (PAGE_START_SCRIPT, a content-hashed asset): it
 * keeps the input made before the app runs (src/core/early-input.ts) and starts the app's entry scripts
 * once the page's first frame is on screen.
 *
 * The server takes the built template's `<script defer>` tags and the page's own chunks out of the HTML
 * and lists them in a JSON element (PAGE_SCRIPTS_ELEMENT_ID). Asked for
 * with the HTML, 170 KiB of scripts shared a phone's connection with the page's picture, and were parsed
 * and run before the first paint whenever they had arrived by then: Lighthouse's mobile LCP was 2.1–2.7 s,
 * 1.2–1.6 s with them started after the first frame. The cost is that the app starts one round trip later
 * (this script must arrive first); the early-input script keeps what the shopper does meanwhile.
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

/**
 * Adds the scripts listed (the JSON array in PAGE_SCRIPTS_ELEMENT_ID: the entry scripts, then the page's own
 * chunks) to run in that order (`async = false`) once the next frame has painted. A chunk that arrives
 * before the entry asks for it waits in webpack's queue, and webpack reuses a script already in the page
 * rather than loading it twice; one that failed is taken out again, so webpack's own request (and its
 * error screen) follows at once instead of after its two-minute timeout. A page opened in a background tab paints no frame until it is shown, so
 * it starts them at once.
 */
export const APP_START_SCRIPT = `(function () {
  var list = document.getElementById(${JSON.stringify(PAGE_SCRIPTS_ELEMENT_ID)});
  if (!list) return;
  var sources = JSON.parse(list.textContent);
  function start() {
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = false;
      script.onerror = function () {
        script.remove();
      };
      document.head.appendChild(script);
    });
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;

/** The page-start script as the browser runs it: plain ES2017, no imports. */
export const PAGE_START_SCRIPT = EARLY_INPUT_SCRIPT + APP_START_SCRIPT;
