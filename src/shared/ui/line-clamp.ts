/** Style that shows at most `lines` lines of a text and cuts the rest with an ellipsis (product titles). */
export const lineClamp = (lines: number) =>
  ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;
