/** @jsxImportSource @emotion/react */
import { css, type SerializedStyles } from '@emotion/react';
import type { ReactNode } from 'react';
import { themeStyles } from './theme-styles';

const useContainerLook = themeStyles((theme) =>
  css({
    width: '100%',
    marginLeft: 'auto',
    boxSizing: 'border-box',
    marginRight: 'auto',
    paddingLeft: theme.spacing(2),
    paddingRight: theme.spacing(2),
    [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
    [theme.breakpoints.up('xl')]: { maxWidth: `${theme.breakpoints.values.xl}${theme.breakpoints.unit ?? 'px'}` },
  }),
);

/**
 * MUI's `<Container maxWidth="xl">`: the page's column, the same `div` and rules, made once per theme, without
 * Container. `look` goes over it as `sx` goes over Container's.
 */
export function LeanContainer({ look, children }: { look?: SerializedStyles; children: ReactNode }) {
  const container = useContainerLook();
  return <div css={look ? [container, look] : container}>{children}</div>;
}
