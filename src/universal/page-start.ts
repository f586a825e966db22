import { EARLY_INPUT_SCRIPT } from './early-input';
import { MAIN_PICTURE_TIMING } from './main-picture';

/**
 * The one script a server-rendered page asks for itself (PAGE_START_SCRIPT, a content-hashed asset): it
 * keeps the input made before the app runs (src/universal/early-input.ts) and starts the app's entry scripts
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
 * How long the app waits for the page's main picture to be reported painted before it starts anyway (a
 * picture that failed, or one scrolled out of view before it arrived, is never reported).
 */
export const MAIN_PICTURE_WAIT_MS = 3000;

/**
 * Adds the scripts listed (the JSON array in PAGE_SCRIPTS_ELEMENT_ID: the entry scripts, then the page's own
 * chunks) to run in that order (`async = false`) once the page's first paint is on screen: on a page that
 * preloads its main picture, once the browser reports that picture painted (an Element Timing entry named
 * MAIN_PICTURE_TIMING), else after the next frame. Started after the first frame only, a picture that arrived
 * late, or a first frame shown late, was painted while 170 KiB of scripts downloaded and ran: Lighthouse then
 * counted those scripts into the largest paint (the Arabic list page's LCP 3.6-4.0 s in most runs, 1.97-2.01 s
 * in every run once they waited for the picture). A browser that reports no element paints (Safari, Firefox)
 * starts them after the next frame, as before; a shopper's first tap, key or scroll starts them at once.
 *
 * A chunk that arrives
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
  function afterFrame() {
    requestAnimationFrame(function () { setTimeout(start, 0); });
  }
  var reported = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState === 'hidden') start();
  else if (!document.querySelector('link[rel=preload][as=image]') || reported.indexOf('element') < 0) afterFrame();
  else {
    var waiting = true;
    var painted = new PerformanceObserver(function (entries) {
      if (entries.getEntries().some(function (entry) { return entry.identifier === ${JSON.stringify(MAIN_PICTURE_TIMING)}; })) go();
    });
    var go = function () {
      if (!waiting) return;
      waiting = false;
      painted.disconnect();
      afterFrame();
    };
    painted.observe({ type: 'element', buffered: true });
    setTimeout(go, ${MAIN_PICTURE_WAIT_MS});
    // Once the shopper acts, the app is wanted now.
    ['pointerdown', 'keydown', 'scroll'].forEach(function (type) {
      addEventListener(type, go, { capture: true, passive: true, once: true });
    });
  }
})();
`;

/** The page-start script as the browser runs it: plain ES2017, no imports. */
export const PAGE_START_SCRIPT = EARLY_INPUT_SCRIPT + APP_START_SCRIPT;
