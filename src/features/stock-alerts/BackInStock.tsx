import { lazy, Suspense, useEffect, useState } from 'react';

const BackInStockForm = lazy(() => import(/* webpackChunkName: "back-in-stock" */ './BackInStockForm'));

/**
 * Where a sold-out variant's "Email me when it's back" goes: nothing in the server-rendered page (it may
 * prefill a shopper's email, and rendered pages are cached) and nothing in the first load; its form
 * loads once the page runs and shows a sold-out choice. A new variant starts a new form.
 */
export function BackInStock({ sku }: { sku: string }) {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  if (!running) return null;
  return (
    <Suspense fallback={null}>
      <BackInStockForm key={sku} sku={sku} />
    </Suspense>
  );
}
