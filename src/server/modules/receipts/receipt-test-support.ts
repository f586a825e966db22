import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Order } from '../../../universal/contracts/order';
import type { ShopDetails } from './receipt-content';
import { chargesOf } from '../../../universal/order-charges';
import { IN_CAIRO } from '../../../test/addresses';

/** Test helpers for receipts (not a test file). */

export const TEST_SHOP: ShopDetails = {
  name: 'Storefront',
  country: 'EG',
  supportEmail: 'help@shop.example',
  website: 'https://shop.example',
};

/** An order as the API answers it: two lines, one with a variant, paid by card, VAT 14 % inside the prices. */
export function receiptOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'aaaaaaaaaaaaaaaa5eed1234',
    status: 'processing',
    createdAt: '2026-11-21T10:00:00.000Z',
    currency: 'USD',
    totalPrice: 41.97,
    subtotal: 38.98,
    charges: chargesOf({ delivery: 299 }),
    tax: 4.79,
    taxRate: 0.14,
    taxIncluded: true,
    deliveryOption: 'standard',
    promisedDates: { from: '2026-11-24', to: '2026-11-26' },
    items: [
      {
        productId: '1',
        title: 'Fjallraven Foldsack Backpack',
        price: 10.49,
        image: '',
        quantity: 2,
        sku: 'FJ-NAVY',
        variantLabel: 'Navy / M',
      },
      { productId: '2', title: 'Mens Cotton Jacket', price: 18, image: '', quantity: 1 },
    ],
    shippingAddress: IN_CAIRO,
    paymentMethod: 'credit-card (Demo)',
    paymentDue: null,
    user: { name: 'Amira Hassan', email: 'amira@example.com', phone: '01012345678' },
    ...overrides,
  };
}

export interface PdfTextItem {
  /** The text in reading order, as PDF.js extracts it (right-to-left runs put back in logical order). */
  str: string;
  /** Left edge, points from the page's left. */
  x: number;
  /** Baseline, points from the page's top. */
  y: number;
  width: number;
}

export interface PdfPage {
  width: number;
  items: PdfTextItem[];
  /** The page's text line by line (top to bottom), each line's items joined in its reading direction. */
  lines: string[];
}

interface PdfJs {
  getDocument(source: { data: Uint8Array; useSystemFonts: boolean; isEvalSupported: boolean }): {
    promise: Promise<{
      numPages: number;
      getPage(number: number): Promise<{
        view: number[];
        getTextContent(): Promise<{ items: { str?: string; transform?: number[]; width?: number }[] }>;
      }>;
    }>;
  };
}

// PDF.js ships ES modules only; jest (CommonJS) loads them by a real dynamic import that SWC must not
// rewrite to require(), hence the Function. Its text is made unique to each test file: V8 may reuse a
// compiled Function of the same text from an earlier test file in the same worker, with that file's
// import handler, so the import went to a jest runtime already torn down ("Cannot read properties of
// undefined (reading 'identifier')", seen in a full run, never in a file run alone).
const importModule = new Function('specifier', `return import(specifier); // ${randomUUID()}`) as (
  specifier: string,
) => Promise<unknown>;

/**
 * The text of a PDF as a reader (PDF.js, Firefox's viewer) extracts it: what a shopper copying from it or a
 * screen reader gets, and so what the receipt really says.
 */
export async function pdfText(pdf: Buffer): Promise<PdfPage[]> {
  const entry = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'legacy/build/pdf.mjs');
  const pdfjs = (await importModule(pathToFileURL(entry).href)) as PdfJs;
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const pages: PdfPage[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const [, , width = 0, height = 0] = page.view;
    const content = await page.getTextContent();
    const items = content.items
      .filter((item) => item.str && item.transform)
      .map((item) => ({
        str: item.str ?? '',
        x: item.transform?.[4] ?? 0,
        y: height - (item.transform?.[5] ?? 0),
        width: item.width ?? 0,
      }));
    pages.push({ width, items, lines: linesOf(items) });
  }
  return pages;
}

const ARABIC = /\p{Script=Arabic}/u;

/** Items on one baseline make a line; an Arabic line reads from the right, so its items join right to left. */
function linesOf(items: PdfTextItem[]): string[] {
  const rows = new Map<number, PdfTextItem[]>();
  for (const item of items) {
    const key = Math.round(item.y);
    rows.set(key, [...(rows.get(key) ?? []), item]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, row]) => {
      const rtl = row.some((item) => ARABIC.test(item.str));
      return row
        .sort((a, b) => (rtl ? b.x - a.x : a.x - b.x))
        .map((item) => item.str)
        .join('');
    });
}
