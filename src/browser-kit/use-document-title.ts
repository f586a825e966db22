import { useEffect } from 'react';
import { SHOP_NAME } from '../universal/shop-name';

export { SHOP_NAME };

/** Sets the tab title (and, when given, the meta description) for the screen being shown. */
export function useDocumentTitle(title: string | undefined, description?: string): void {
  useEffect(() => {
    if (title) document.title = `${title} | ${SHOP_NAME}`;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description.slice(0, 160));
    }
  }, [title, description]);
}
