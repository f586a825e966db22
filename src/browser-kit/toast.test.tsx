/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderRoute } from '../test/render';
import arMessages from '../universal/i18n/messages/ar.json';
import { type ToastText, toastOrigin, useToast } from './toast';
import { keepEmotionRules } from '../test/emotion-rules';

// This file asserts styles Emotion makes (src/test/emotion-rules.ts).
keepEmotionRules();

function Raise({ texts }: { texts: ToastText[] }) {
  const toast = useToast();
  useEffect(() => {
    for (const text of texts) toast.error(text);
  }, [texts, toast]);
  return null;
}

test('a toast says its catalog message in the page’s language, once however often it is raised', async () => {
  renderRoute(
    <Raise
      texts={[
        'cart.loadFailed',
        'cart.loadFailed',
        { id: 'orders.buyAgain.partial', values: { added: 1, total: 3 } },
        { id: 'orders.buyAgain.partial', values: { added: 1, total: 3 } },
        { id: 'orders.buyAgain.partial', values: { added: 2, total: 3 } },
      ]}
    />,
    { locale: 'ar', messages: arMessages },
  );
  expect(await screen.findAllByText('تعذّر تحميل العربة')).toHaveLength(1);
  // Keyed by message and values: the same words with other numbers are another toast.
  expect(screen.getAllByText(/^أُضيف جزء من الطلب إلى العربة/)).toHaveLength(2);
});

test('English cannot be passed: a toast takes a catalog id or an element, never a string', () => {
  const raise = (toast: ReturnType<typeof useToast>) => {
    // @ts-expect-error a plain string is not a catalog id (`npm run typecheck` fails if this compiles)
    toast.error('Failed to load cart');
    toast.error('cart.loadFailed');
  };
  expect(raise.length).toBe(1);
});

describe('toastOrigin: where a toast goes, never over the control it answers (issue 48)', () => {
  /** A control whose box spans these rows of a 900-pixel-high window. */
  const controlAt = (top: number, bottom: number) =>
    ({ getBoundingClientRect: () => ({ top, bottom, left: 0, right: 100 }) }) as unknown as Element;
  beforeEach(() => {
    window.innerHeight = 900;
  });

  test("the spec's bottom-right, mirrored to bottom-left on a right-to-left page", () => {
    expect(toastOrigin('ltr')).toEqual({ vertical: 'bottom', horizontal: 'right' });
    expect(toastOrigin('rtl')).toEqual({ vertical: 'bottom', horizontal: 'left' });
  });

  test('a control above the bottom third keeps the toast at the bottom; one reaching into it sends it to the top', () => {
    expect(toastOrigin('ltr', controlAt(100, 140))).toEqual({ vertical: 'bottom', horizontal: 'right' });
    // The product page's Add to Cart, mid-screen: the spec's corner, 300 pixels below it.
    expect(toastOrigin('ltr', controlAt(540, 580))).toEqual({ vertical: 'bottom', horizontal: 'right' });
    expect(toastOrigin('ltr', controlAt(580, 620))).toEqual({ vertical: 'top', horizontal: 'right' });
    // The phone's Add to Cart bar, at the very bottom.
    expect(toastOrigin('ltr', controlAt(840, 880))).toEqual({ vertical: 'top', horizontal: 'right' });
    expect(toastOrigin('rtl', controlAt(600, 640))).toEqual({ vertical: 'top', horizontal: 'left' });
  });

  test('a toast raised beside a control low on the page is placed at the top by useToast', async () => {
    function RaiseNear() {
      const toast = useToast();
      useEffect(() => {
        toast.success('cart.added.toast', { near: controlAt(800, 840) });
      }, [toast]);
      return null;
    }
    renderRoute(<RaiseNear />);
    expect(await screen.findByText('Added to Cart!')).toBeInTheDocument();
    const stack = document.querySelector('.notistack-SnackbarContainer');
    expect(stack).not.toBeNull();
    // notistack's stylesheet pins each corner's stack; this one is pinned to the top, on the right.
    const style = getComputedStyle(stack as Element);
    expect({ top: style.top, bottom: style.bottom, right: style.right, left: style.left }).toEqual({
      top: '14px',
      bottom: '',
      right: '20px',
      left: '',
    });
  });
});
