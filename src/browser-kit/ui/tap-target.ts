/**
 * sx for a small text link that stands alone (not inside a sentence): at least 24 × 24 CSS px to tap,
 * WCAG 2.2's target size, without changing how the text looks.
 */
export const tapTarget = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  minWidth: 24,
} as const;
