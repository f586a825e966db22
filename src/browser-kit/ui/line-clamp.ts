/**
 * Style that shows at most `lines` lines of a text and cuts the rest with an ellipsis (product titles).
 *
 * The text takes its direction, and so its alignment, from its own first letter (`unicode-bidi: plaintext`,
 * what `dir="auto"` does): an English title on an Arabic page was clamped as right-to-left text, and the
 * ellipsis, put at its left end, hid the start of the last line ("…ireless Earbuds"). Aligned right, an
 * English title's ellipsis fell outside the box instead.
 */
export const lineClamp = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    unicodeBidi: 'plaintext',
  }) as const;
