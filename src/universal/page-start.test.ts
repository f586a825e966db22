/** @jest-environment jsdom */
import { MAIN_PICTURE_TIMING } from './main-picture';
import { APP_START_SCRIPT, MAIN_PICTURE_WAIT_MS, PAGE_SCRIPTS_ELEMENT_ID } from './page-start';

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

/** The browser's element-paint reports (Element Timing), as a page sees them through PerformanceObserver. */
class ReportedPaints {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint', 'element'];
  static observers: ReportedPaints[] = [];
  observed?: string;
  constructor(private readonly callback: (list: { getEntries(): { identifier: string }[] }) => void) {
    ReportedPaints.observers.push(this);
  }
  observe({ type }: { type: string }) {
    this.observed = type;
  }
  disconnect() {
    ReportedPaints.observers = ReportedPaints.observers.filter((observer) => observer !== this);
  }
  /** The browser reports an element with this `elementtiming` painted. */
  static report(identifier: string) {
    for (const observer of ReportedPaints.observers)
      if (observer.observed === 'element') observer.callback({ getEntries: () => [{ identifier }] });
  }
}

describe('on a page that preloads its main picture', () => {
  const paintFrames = () => frames.splice(0).forEach((frame) => frame(0));

  beforeEach(() => {
    ReportedPaints.observers = [];
    Object.defineProperty(window, 'PerformanceObserver', { value: ReportedPaints, configurable: true });
    document.head.innerHTML = '<link rel="preload" as="image" href="/catalog/images/1.svg" fetchpriority="high" />';
  });
  afterEach(() => {
    Reflect.deleteProperty(window, 'PerformanceObserver');
  });

  it('starts the scripts only after the browser reports the picture painted, then a frame', () => {
    runScript();
    paintFrames();
    jest.advanceTimersByTime(MAIN_PICTURE_WAIT_MS - 1);
    // Another element timed is not the main picture.
    ReportedPaints.report('promotion-banner');
    paintFrames();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual([]);
    ReportedPaints.report(MAIN_PICTURE_TIMING);
    expect(added()).toEqual([]);
    paintFrames();
    jest.advanceTimersByTime(0);
    expect(added()).toEqual(SCRIPTS.map((src) => ({ src, async: false })));
    // Reported again (the next card's picture), nothing starts twice.
    ReportedPaints.report(MAIN_PICTURE_TIMING);
    paintFrames();
    jest.runAllTimers();
    expect(added()).toHaveLength(SCRIPTS.length);
  });

  it('starts them anyway when no picture is reported in time (one that failed, or never came into view)', () => {
    runScript();
    jest.advanceTimersByTime(MAIN_PICTURE_WAIT_MS);
    paintFrames();
    jest.advanceTimersByTime(0);
    expect(added()).toHaveLength(SCRIPTS.length);
  });

  it.each(['pointerdown', 'keydown', 'scroll'])(
    "starts them at the shopper's first %s, without waiting for the picture",
    (type) => {
      runScript();
      window.dispatchEvent(new Event(type));
      paintFrames();
      jest.advanceTimersByTime(0);
      expect(added()).toHaveLength(SCRIPTS.length);
    },
  );

  it('starts them after the first frame in a browser that reports no element paints', () => {
    Object.defineProperty(window, 'PerformanceObserver', {
      value: class extends ReportedPaints {
        static override supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      },
      configurable: true,
    });
    runScript();
    paintFrames();
    jest.advanceTimersByTime(0);
    expect(added()).toHaveLength(SCRIPTS.length);
  });
});
