/** @jest-environment jsdom */
import { APP_START_SCRIPT, PAGE_SCRIPTS_ELEMENT_ID } from './page-start';

/** The entry scripts, then the page's own chunk. */
const SCRIPTS = ['/assets/runtime.1.js', '/assets/framework.2.js', '/assets/main.3.js', '/assets/screen-home.4.js'];

let frames: FrameRequestCallback[];
let visibility: DocumentVisibilityState;

function runScript() {
  // The script as the browser runs it: its text, not a function of this module.
  new Function(APP_START_SCRIPT)();
}

const added = () =>
  [...document.head.querySelectorAll('script')].map((script) => ({
    src: script.getAttribute('src'),
    async: script.async,
  }));

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  visibility = 'visible';
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root"><h1>Headphones</h1></div>
    <script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${JSON.stringify(SCRIPTS)}</script>`;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the page-start script', () => {
  it('starts the listed scripts, to run in order, only after the first frame has painted', () => {
    runScript();
    expect(added()).toEqual([]);
    // The frame's callbacks run before it paints: the scripts wait for the task after it.
    frames.forEach((frame) => frame(0));
    expect(added()).toEqual([]);
    jest.runAllTimers();
    expect(added()).toEqual(SCRIPTS.map((src) => ({ src, async: false })));
  });

  it('starts them at once in a background tab, which paints no frame until it is shown', () => {
    visibility = 'hidden';
    runScript();
    expect(added().map((script) => script.src)).toEqual(SCRIPTS);
    expect(frames).toHaveLength(0);
  });

  it('takes a script that failed out again, so the app asks for it itself rather than wait on it', () => {
    runScript();
    frames.forEach((frame) => frame(0));
    jest.runAllTimers();
    document.head.querySelector('script[src="/assets/screen-home.4.js"]')?.dispatchEvent(new Event('error'));
    expect(added().map((script) => script.src)).toEqual(SCRIPTS.slice(0, -1));
  });

  it('does nothing on a page without the list (a page the server did not render)', () => {
    document.body.innerHTML = '<div id="root"></div>';
    runScript();
    frames.forEach((frame) => frame(0));
    jest.runAllTimers();
    expect(added()).toEqual([]);
  });
});
