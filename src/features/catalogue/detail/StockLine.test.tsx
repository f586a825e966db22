/** @jest-environment ./src/test/jsdom-fetch-environment.ts */
import { within } from '@testing-library/react';
import arMessages from '../../../universal/i18n/messages/ar.json';
import { mockApi } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render';
import { StockLine, type StockLineLevel } from './StockLine';
import { keepEmotionRules } from '../../../test/emotion-rules';

// This file asserts styles Emotion makes (src/test/emotion-rules.ts).
keepEmotionRules();

function show(level: StockLineLevel, units: number, locale: 'en' | 'ar' = 'en') {
  mockApi({});
  const { container } = renderRoute(
    <StockLine level={level} units={units} />,
    locale === 'ar' ? { locale, messages: arMessages } : {},
  );
  return within(container).getByRole('status');
}

/** WCAG contrast of a computed 'rgb(r, g, b)' colour on white. */
function contrastOnWhite(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+/g) ?? []).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

describe('StockLine', () => {
  it.each([
    ['in-stock', 40, 'In stock'],
    ['low', 3, 'Only 3 left'],
    ['low', 1, 'Only 1 left'],
    ['out', 0, 'Out of stock'],
    ['unavailable', 0, 'Not available in this combination'],
  ] as const)('%s (%i units) reads "%s"', (level, units, text) => {
    expect(show(level, units)).toHaveTextContent(text);
  });

  it('is a polite live region, so a change of choice is announced', () => {
    expect(show('low', 2)).toHaveAttribute('aria-live', 'polite');
  });

  it.each(['in-stock', 'low', 'out', 'unavailable'] as const)(
    '%s is written in a colour of at least 4.5:1 on the white box (WCAG AA)',
    (level) => {
      const colour = getComputedStyle(show(level, 2)).color;
      expect(colour).toMatch(/^rgb/);
      expect(contrastOnWhite(colour)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('counts in Arabic with its plural forms', () => {
    expect(show('low', 2, 'ar')).toHaveTextContent('بقيت قطعتان فقط');
    expect(show('low', 3, 'ar').textContent).toContain('3');
  });
});
