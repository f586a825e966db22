/** @jsxImportSource @emotion/react */
import { css, type SerializedStyles } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { themeStyles } from './theme-styles';

const useContainerLooks = themeStyles((theme) => {
  const column = (maxWidth: 'lg' | 'xl') =>
    css({
      width: '100%',
      marginLeft: 'auto',
      boxSizing: 'border-box',
      marginRight: 'auto',
      paddingLeft: theme.spacing(2),
      paddingRight: theme.spacing(2),
      [theme.breakpoints.up('sm')]: { paddingLeft: theme.spacing(3), paddingRight: theme.spacing(3) },
      [theme.breakpoints.up(maxWidth)]: {
        maxWidth: `${theme.breakpoints.values[maxWidth]}${theme.breakpoints.unit ?? 'px'}`,
      },
    });
  return { lg: column('lg'), xl: column('xl') };
});

type LeanContainerProps = {
  /** The widest the column grows: `xl` (the shop's pages) unless given, or `lg` (Container's own default). */
  maxWidth?: 'lg' | 'xl';
  look?: SerializedStyles;
  children: ReactNode;
} & Pick<HTMLAttributes<HTMLDivElement>, 'role' | 'aria-label'>;

/**
 * MUI's `<Container maxWidth="xl">` (or `"lg"`): the page's column, the same `div` and rules, made once per theme,
 * without Container. `look` goes over it as `sx` goes over Container's.
 */
export function LeanContainer({ maxWidth = 'xl', look, children, ...attributes }: LeanContainerProps) {
  const container = useContainerLooks()[maxWidth];
  return (
    <div css={look ? [container, look] : container} {...attributes}>
      {children}
    </div>
  );
}
