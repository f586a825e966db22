/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { Alert, Skeleton } from '@mui/material';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '../../../app/App';
import { createStore } from '../../../app/store';
import { deliveryApi } from '../../../entities/delivery';
import { createRtlCache } from '../../../browser-kit/i18n/emotion-cache';
import type { Locale } from '../../../universal/i18n/locale';
import arMessages from '../../../universal/i18n/messages/ar.json';
import enMessages from '../../../universal/i18n/messages/en.json';
import { cascade, recordEmotionRules } from '../../../test/emotion-cascade';
import { deferredAnswer, mockApi, TEST_EGYPT_TERMS } from '../../../test/mock-api';
import { MemoryStorage } from '../../../test/memory-storage';
import { StandardDeliveryLine } from './DeliveryLines';

// The buy box's delivery line draws MUI's Alert and Skeleton without them: held here to what they drew, in the
// page's own providers, right to left (the page's mirroring cache) as well as left to right.

const rules = recordEmotionRules();
const atRest = { matches: [], hoverCapable: true, width: 1366 };

/** The element's own Emotion class: `css-…`, or `muirtl-…` under the right-to-left cache. */
function ownClass(element: Element) {
  const found = Array.from(element.classList).filter((name) => /^(css|muirtl)-/.test(name));
  if (found.length !== 1) throw new Error(`Expected one Emotion class, found ${found.join(' ') || 'none'}`);
  return found[0] as string;
}

/** `ui` in the app's providers, shipping to France (where the shop does not deliver), the terms answered or pending. */
async function shown(ui: ReactElement, locale: Locale, terms: 'answered' | 'pending') {
  const store = createStore({}, new MemoryStorage());
  if (terms === 'answered')
    await store.dispatch(
      deliveryApi.util.upsertQueryData('getDeliveryTerms', undefined, {
        countries: [TEST_EGYPT_TERMS],
        timeZone: 'Africa/Cairo',
      }),
    );
  else mockApi({ 'GET /catalog/delivery': deferredAnswer().handler });
  return render(
    <AppProviders
      store={store}
      locale={locale}
      messages={locale === 'ar' ? arMessages : enMessages}
      shipTo={{ country: 'FR', picked: true }}
      emotionCache={locale === 'ar' ? createRtlCache() : undefined}
    >
      {ui}
    </AppProviders>,
  );
}

/**
 * The declarations an element inside the alert gets: its own class's, and those the alert's class writes for a
 * class it has (MUI's `.root .MuiAlert-icon`, its icon's colour), read as the more specific rules they are to it.
 */
function lookInside(root: Element, element: Element) {
  const own = ownClass(element);
  const named = Array.from(element.classList).filter((name) => !/^(css|muirtl)-/.test(name));
  const fromRoot = rules.map((rule) =>
    named.reduce((text, name) => text.split(`.${ownClass(root)} .${name}`).join(`.${own}.${name}`), rule),
  );
  return cascade(fromRoot, own, { ...atRest, matches: named.map((name) => `.${name}`) });
}

/** The not-delivered alert's markup (no classes, Paper's shadow variable, the icon's test id) and its parts' declarations. */
async function alertDrawn(ui: ReactElement, locale: Locale) {
  const { container, unmount } = await shown(ui, locale, 'answered');
  const root = container.querySelector('[role="alert"]')!;
  const [iconBox, message] = Array.from(root.children);
  const { 'box-shadow': shadow, 'background-image': overlay, ...declarations } = cascade(rules, ownClass(root), atRest);
  const result = {
    markup: root.outerHTML
      .replace(/ class="[^"]*"/g, '')
      .replace(/ style="--Paper-shadow: none;"/, '')
      .replace(/ data-testid="\w+Icon"/, ''),
    // Paper's shadow and overlay, which MUI's Alert sets to none and nothing.
    paperLayers: [shadow, overlay].filter(Boolean),
    root: declarations,
    iconBox: lookInside(root, iconBox!),
    svg: lookInside(root, iconBox!.firstElementChild!),
    message: lookInside(root, message!),
  };
  unmount();
  return result;
}

/** The loading line's markup (no class) and the declarations it and its `:empty:before` get. */
async function skeletonDrawn(ui: ReactElement, locale: Locale) {
  const { container, unmount } = await shown(ui, locale, 'pending');
  const shape = container.querySelector('span')!;
  const result = {
    markup: shape.outerHTML.replace(/ class="[^"]*"/, ''),
    look: cascade(rules, ownClass(shape), atRest),
    before: cascade(rules, ownClass(shape), { ...atRest, matches: [':empty', ':before'] }).content,
  };
  unmount();
  return result;
}

it.each([
  ['en', 'margin-right', 'We do not deliver to France yet.'],
  ['ar', 'margin-left', 'لا نوصّل إلى فرنسا بعد.'],
] as const)(
  'in %s, says where the shop does not deliver as MUI’s warning Alert with its icon and py 0 did',
  async (locale, iconMargin, text) => {
    const lean = await alertDrawn(<StandardDeliveryLine />, locale);
    const mui = await alertDrawn(
      <Alert severity="warning" sx={{ py: 0 }}>
        {text}
      </Alert>,
      locale,
    );
    expect(lean.markup).toContain(`<div>${text}</div>`);
    // The icon's gap is on the side the text follows it, mirrored by the page's cache as MUI's is.
    expect(lean.iconBox).toMatchObject({ [iconMargin]: '12px' });
    expect(lean.root).toMatchObject({ 'padding-top': '0px', 'padding-bottom': '0px' });
    expect(mui.paperLayers).toEqual(['var(--Paper-shadow)', 'var(--Paper-overlay)']);
    expect(lean).toEqual({ ...mui, paperLayers: [] });
  },
);

it.each(['en', 'ar'] as const)(
  'in %s, keeps the line’s room while the terms load as MUI’s Skeleton did, hidden from screen readers',
  async (locale) => {
    const lean = await skeletonDrawn(<StandardDeliveryLine />, locale);
    expect(lean.markup).toBe('<span aria-hidden="true" style="width: 90%;"></span>');
    expect(lean.before).toBe('"\\00a0"');
    expect(lean).toEqual(await skeletonDrawn(<Skeleton variant="text" width="90%" aria-hidden />, locale));
  },
);
