import type { CSSObject } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

/** A row's gap in theme spacings: one for every width, or the phone's and from `md` up. */
export type GridSpacing = number | { xs: number; md: number };
/** A cell's columns of 12: at every width, or on a phone and from `sm` or `md` up. */
export type GridSize = number | { xs: number; sm?: number; md?: number };

const COLUMNS = 12;

/**
 * What MUI's `<Grid container spacing>` draws (its custom properties, then the row: wrapped flex with the gaps), for
 * a `div` whose cells are drawn by `gridCellLook`: the same rules, made once per theme, without Grid.
 */
export function gridRowLook(theme: Theme, spacing: GridSpacing): CSSObject {
  const [phone, wide] = typeof spacing === 'number' ? [spacing, spacing] : [spacing.xs, spacing.md];
  const gaps = (units: number) => ({
    '--Grid-columnSpacing': theme.spacing(units),
    '--Grid-rowSpacing': theme.spacing(units),
  });
  const parentGaps = (units: number) => ({
    '--Grid-parent-columnSpacing': theme.spacing(units),
    '--Grid-parent-rowSpacing': theme.spacing(units),
  });
  return {
    '--Grid-columns': COLUMNS,
    ...gaps(phone),
    flexDirection: 'row',
    minWidth: 0,
    boxSizing: 'border-box',
    display: 'flex',
    flexWrap: 'wrap',
    gap: 'var(--Grid-rowSpacing) var(--Grid-columnSpacing)',
    '& > *': { '--Grid-parent-columns': COLUMNS, ...parentGaps(phone) },
    ...(wide !== phone && {
      [theme.breakpoints.up('md')]: { ...gaps(wide), '& > *': parentGaps(wide) },
    }),
  } as CSSObject;
}

const cellWidth = (columns: number) => ({
  flexGrow: 0,
  flexBasis: 'auto',
  width: `calc(100% * ${columns} / var(--Grid-parent-columns) - (var(--Grid-parent-columns) - ${columns}) * (var(--Grid-parent-columnSpacing) / var(--Grid-parent-columns)))`,
});

/** What MUI's `<Grid size={…}>` draws inside a `gridRowLook` row: its width of the row's columns. */
export function gridCellLook(theme: Theme, size: GridSize): CSSObject {
  const { xs, sm, md } = typeof size === 'number' ? { xs: size } : size;
  return {
    ...cellWidth(xs),
    minWidth: 0,
    boxSizing: 'border-box',
    ...(sm !== undefined && { [theme.breakpoints.up('sm')]: cellWidth(sm) }),
    ...(md !== undefined && { [theme.breakpoints.up('md')]: cellWidth(md) }),
  };
}
