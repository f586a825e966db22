import { type MouseEvent, useState } from 'react';

/**
 * A header button that opens a menu drawn by a lazily loaded popup (MUI's Menu is not part of the first
 * paint): the popup's code loads when the pointer comes near or the button takes the focus, and mounts
 * on the first click. The button is `${menuId}-button`; the menu names itself by it.
 */
export function useHeaderMenu(menuId: string, loadPopup: () => Promise<unknown>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const buttonProps = {
    id: `${menuId}-button`,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': Boolean(anchor),
    'aria-controls': anchor ? menuId : undefined,
    onPointerEnter: () => void loadPopup(),
    onFocus: () => void loadPopup(),
    onClick: (event: MouseEvent<HTMLElement>) => {
      setUsed(true);
      setAnchor(event.currentTarget);
    },
  };
  return { anchor, used, close: () => setAnchor(null), buttonProps };
}
