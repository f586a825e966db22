/** @jsxImportSource @emotion/react */
import { css, type SerializedStyles } from '@emotion/react';
import { forwardRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
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
 * panels carries no Paper. Its ref is the element's (a section that loads as it comes near the screen).
 */
export const LeanPaper = forwardRef<HTMLElement, LeanPaperProps>(function LeanPaper(
  { as: Element = 'div', look, children, ...attributes },
  ref,
) {
  const paper = usePaperLook();
  return (
    <Element ref={ref as Ref<HTMLDivElement>} css={look ? [paper, look] : paper} {...attributes}>
      {children}
    </Element>
  );
});
