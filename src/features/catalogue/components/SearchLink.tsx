/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { linkLook, themeStyles } from '../../../browser-kit/ui/theme-styles';

const useSearchLinkLook = themeStyles((theme) => css({ ...linkLook(theme), fontWeight: 700 }));

/**
 * A bold link to a search in other words (the shopper's own, or the spelling the catalogue suggests), the words
 * kept in their own direction: MUI's `<Link component={RouterLink} sx={{ fontWeight: 700 }}>` drawn without Link.
 */
export function SearchLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink css={useSearchLinkLook()} to={to}>
      <bdi>{children}</bdi>
    </RouterLink>
  );
}
