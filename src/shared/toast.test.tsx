/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderRoute } from '../test/render';
import arMessages from '../core/i18n/messages/ar.json';
import { type ToastText, useToast } from './toast';

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
