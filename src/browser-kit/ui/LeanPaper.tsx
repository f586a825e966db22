/** @jsxImportSource @emotion/react */
import { css, type SerializedStyles } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';
import { themeStyles } from './theme-styles';

const usePaperLook = themeStyles((theme) =>
  css({
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    transition: theme.transitions.create('box-shadow'),
    borderRadius: theme.shape.borderRadius,
    border: `1px solid ${theme.palette.divider}`,
  }),
);

type LeanPaperProps = {
  /** The element it is: a `div`, or the `aside` or `section` it stands for. */
  as?: 'div' | 'aside' | 'section';
  /** A rule over its look (`sxRule(theme, {…})` made once per theme), as `sx` is over Paper's. */
  look?: SerializedStyles;
  children: ReactNode;
  'data-testid'?: string;
} & Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'children'>;

/**
 * MUI's `<Paper variant="outlined">`: the same element and rules, made once per theme, so a screen of outlined
 * panels carries no Paper.
 */
export function LeanPaper({ as: Element = 'div', look, children, ...attributes }: LeanPaperProps) {
  const paper = usePaperLook();
  return (
    <Element css={look ? [paper, look] : paper} {...attributes}>
      {children}
    </Element>
  );
}
