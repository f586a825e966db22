/**
 * For icons that point (back arrows, chevrons): mirrored on right-to-left pages, where "back" points
 * right. Icons that do not point (search, cart, check) stay as drawn.
 */
export const flipInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;
