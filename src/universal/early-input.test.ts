/** @jest-environment jsdom */
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT, type EarlyInput } from './early-input';

const early = () => (window as unknown as Record<string, EarlyInput | undefined>)[EARLY_INPUT_GLOBAL];

function runScript() {
  // The script as the browser runs it: its text, not a function of this module.
  new Function(EARLY_INPUT_SCRIPT)();
}

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL];
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="menu"><span id="icon">≡</span></button>
      <button type="button" id="off" disabled>Off</button>
      <form action="/products"><button type="submit" id="search">Search</button></form>
      <form id="sign-in"><input name="password" /><button type="submit" id="send">Sign in</button></form>
      <a href="/products" id="link">All products</a>
      <label id="brand-label"><input type="checkbox" id="brand" /> Nordvik</label>
      <input type="radio" id="rating" name="rating" />
      <input type="text" id="query" />
      <select id="sort"><option value="featured">Featured</option><option value="price-low-high">Price</option></select>
    </div>
    <button type="button" id="outside">Outside the app</button>`;
});

const click = (id: string) => document.getElementById(id)?.click();

/** The ids of the elements the queue held, as the app claims them. */
const claimedIds = () =>
  early()
    ?.claim()
    .map((action) => (action as Element).id);

describe('the early-input script', () => {
  it('remembers the plain buttons clicked inside the app, in order, also through their icons', () => {
    runScript();
    click('menu');
    document.getElementById('icon')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(claimedIds()).toEqual(['menu', 'menu']);
  });

  it('leaves alone what works without JavaScript, disabled buttons and anything outside the app', () => {
    runScript();
    const sent: string[] = [];
    document.querySelector('form[action]')?.addEventListener('submit', (event) => {
      sent.push(event.defaultPrevented ? 'held' : 'sent');
      event.preventDefault(); // jsdom cannot navigate
    });
    for (const id of ['off', 'search', 'link', 'outside']) click(id);
    expect(early()?.claim()).toEqual([]);
    expect(sent).toEqual(['sent']);
  });

  it('holds back a form without an action, which only the app can send, and remembers it once', () => {
    runScript();
    let browserSent = 0;
    // Runs after the script's listener, as the browser's own sending would.
    document.getElementById('sign-in')?.addEventListener('submit', (event) => {
      if (!event.defaultPrevented) browserSent += 1;
    });
    click('menu');
    click('send');
    click('send');
    expect(browserSent).toBe(0);
    expect(claimedIds()).toEqual(['menu', 'sign-in']);
  });

  it('holds back checkboxes and radio buttons, also ticked through their label, and remembers them', () => {
    runScript();
    click('brand-label');
    click('rating');
    click('query');
    const box = (id: string) => document.getElementById(id) as HTMLInputElement;
    // Unticked: the app has not applied the filter yet, so the box must not say it has.
    expect([box('brand').checked, box('rating').checked]).toEqual([false, false]);
    expect(claimedIds()).toEqual(['brand', 'rating']);
  });

  it('remembers an option chosen in a select with its value, which hydration would put back', () => {
    runScript();
    const sort = document.getElementById('sort') as HTMLSelectElement;
    sort.value = 'price-low-high';
    sort.dispatchEvent(new Event('change', { bubbles: true }));
    expect(early()?.claim()).toEqual([{ select: sort, value: 'price-low-high' }]);
  });

  it('stops listening once the app claims the queue', () => {
    runScript();
    click('menu');
    expect(early()?.claim()).toHaveLength(1);
    let prevented = false;
    document.getElementById('sign-in')?.addEventListener('submit', (event) => {
      prevented = event.defaultPrevented;
      event.preventDefault();
    });
    click('menu');
    click('send');
    expect(early()?.claim()).toEqual([]);
    expect(prevented).toBe(false);
  });

  it('does nothing when the app got there first', () => {
    const claimed: EarlyInput = { claim: () => [] };
    (window as unknown as Record<string, EarlyInput>)[EARLY_INPUT_GLOBAL] = claimed;
    runScript();
    click('menu');
    expect(early()).toBe(claimed);
  });
});
