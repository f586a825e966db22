import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

/**
 * What MUI's `<Paper elevation={n} square>` draws in the shop's light themes, for an element drawn without
 * Paper: its surface, its text colour and the theme's shadow of that elevation (Paper sets the shadow
 * through its `--Paper-shadow` style, and names an overlay only dark mode defines: none). A module of its own, so
 * only the screens that raise a panel carry it (LeanPaper, the outlined one, is on every page).
 */
export function raisedPaperLook(theme: Theme, elevation: number): CSSObject {
  return {
    backgroundColor: theme.palette.background.paper,
    color: theme.palette.text.primary,
    transition: theme.transitions.create('box-shadow'),
    boxShadow: theme.shadows[elevation],
    backgroundImage: 'none',
  };
}
