/** The header's link-like buttons: a white outline on hover and keyboard focus, as on large marketplaces. */
export const navButtonSx = {
  color: '#fff',
  px: 1,
  py: 0.5,
  borderRadius: 0.5,
  border: '1px solid transparent',
  textDecoration: 'none',
  display: 'flex',
  alignItems: 'center',
  minHeight: 32,
  whiteSpace: 'nowrap',
  '&:hover': { borderColor: '#fff', textDecoration: 'none' },
  '&:focus-visible': { outline: '2px solid #febd69', outlineOffset: 1 },
} as const;
