import { formatOrderDate } from './OrderCard';

describe('order dates in the shopper language', () => {
  const placed = '2026-11-21T10:00:00Z';
  it('writes the date the way each language does, Arabic with Latin digits', () => {
    expect(formatOrderDate(placed)).toBe('November 21, 2026');
    expect(formatOrderDate(placed, 'fr')).toBe('21 novembre 2026');
    expect(formatOrderDate(placed, 'es')).toBe('21 de noviembre de 2026');
    const arabic = formatOrderDate(placed, 'ar');
    expect(arabic).toContain('نوفمبر');
    expect(arabic).toMatch(/21/);
    expect(arabic).not.toMatch(/[\u0660-\u0669]/);
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatOrderDate('not a date', 'fr')).toBe('');
  });
});
