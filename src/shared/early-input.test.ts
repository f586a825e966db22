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
      <form><button type="submit" id="search">Search</button></form>
      <a href="/products" id="link">All products</a>
    </div>
    <button type="button" id="outside">Outside the app</button>`;
});

const click = (id: string) => document.getElementById(id)?.click();

describe('the early-input script', () => {
  it('remembers the plain buttons clicked inside the app, in order, also through their icons', () => {
    runScript();
    click('menu');
    document.getElementById('icon')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(
      early()
        ?.claim()
        .map((button) => button.id),
    ).toEqual(['menu', 'menu']);
  });

  it('leaves alone what works without JavaScript, disabled buttons and anything outside the app', () => {
    runScript();
    document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    for (const id of ['off', 'search', 'link', 'outside']) click(id);
    expect(early()?.claim()).toEqual([]);
  });

  it('stops listening once the app claims the queue', () => {
    runScript();
    click('menu');
    expect(early()?.claim()).toHaveLength(1);
    click('menu');
    expect(early()?.claim()).toEqual([]);
  });

  it('does nothing when the app got there first', () => {
    const claimed: EarlyInput = { claim: () => [] };
    (window as unknown as Record<string, EarlyInput>)[EARLY_INPUT_GLOBAL] = claimed;
    runScript();
    click('menu');
    expect(early()).toBe(claimed);
  });
});
