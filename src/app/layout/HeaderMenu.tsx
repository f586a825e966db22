import { Menu, type MenuProps } from '@mui/material';
import type { ReactNode } from 'react';

export interface HeaderMenuProps {
  /** The menu's id; its button is `${id}-button` (useHeaderMenu), which names it. */
  id: string;
  anchor: HTMLElement | null;
  close: () => void;
  /** Tighter rows (the language picker's two lists). */
  dense?: boolean;
  /** Where it opens from its button; MUI's default when not given. */
  origin?: Pick<MenuProps, 'anchorOrigin' | 'transformOrigin'>;
  children: ReactNode;
}

/** The menu a header button opens (the popups load it on demand, with themselves). */
export function HeaderMenu({ id, anchor, close, dense, origin, children }: HeaderMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={close}
      slotProps={{ list: { 'aria-labelledby': `${id}-button`, ...(dense && { dense }) } }}
      {...origin}
    >
      {children}
    </Menu>
  );
}
