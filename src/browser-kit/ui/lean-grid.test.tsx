/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import { Grid } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { themeFor } from '../../app/theme';
import { cascade, emotionClass, recordEmotionRules } from '../../test/emotion-cascade';
import { gridCellLook, gridRowLook } from './lean-grid';

const rules = recordEmotionRules();
const theme = themeFor('en');
const WIDTHS = [390, 700, 1366];

/**
 * The row's and each cell's declarations at a phone's, a tablet's and a laptop's width, a cell's including what the
 * row writes for its children (`> *`), as the browser gives them.
 */
function drawn(ui: ReactElement) {
  const { container, unmount } = render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
  const row = container.firstElementChild!;
  const rowClass = emotionClass(row);
  const looks = (className: string, given: readonly string[]) =>
    WIDTHS.map((width) => cascade(given, className, { matches: [], hoverCapable: true, width }));
  const result = {
    markup: row.outerHTML.replace(/ class="[^"]*"/g, ''),
    row: looks(rowClass, rules),
    cells: Array.from(row.children).map((cell) => {
      const cellClass = emotionClass(cell);
      const asCell = rules.map((rule) => rule.replace(new RegExp(`\\.${rowClass}\\s*>\\s*\\*`, 'g'), `.${cellClass}`));
      return looks(cellClass, asCell);
    }),
  };
  unmount();
  return result;
}

test.each([{ xs: 2, md: 4 }, 3] as const)('a row spaced %j and its cells draw what MUI’s Grid draws', (spacing) => {
  const sizes = [
    { xs: 12, md: 5 },
    { xs: 12, md: 4 },
    { xs: 12, md: 3 },
  ];
  const lean = drawn(
    <div css={css(gridRowLook(theme, spacing))}>
      {sizes.map((size) => (
        <div key={size.md} css={css(gridCellLook(theme, size))}>
          {size.md}
        </div>
      ))}
    </div>,
  );
  expect(lean.markup).toBe('<div><div>5</div><div>4</div><div>3</div></div>');
  expect(lean.cells[0]?.[0]).toHaveProperty('--Grid-parent-columns', '12');
  expect(lean).toEqual(
    drawn(
      <Grid container spacing={spacing}>
        {sizes.map((size) => (
          <Grid key={size.md} size={size}>
            {size.md}
          </Grid>
        ))}
      </Grid>,
    ),
  );
});

test('an address form’s row and its cells of 12, of 6 and of 4 from `sm` up draw what MUI’s Grid draws', () => {
  const sizes = [12, { xs: 12, sm: 6 }, { xs: 12, sm: 4 }] as const;
  const lean = drawn(
    <div css={css(gridRowLook(theme, 2))}>
      {sizes.map((size, index) => (
        <div key={index} css={css(gridCellLook(theme, size))}>
          {index}
        </div>
      ))}
    </div>,
  );
  expect(lean.cells[1]?.[1]).toHaveProperty('width', expect.stringContaining('100% * 6'));
  expect(lean).toEqual(
    drawn(
      <Grid container spacing={2}>
        {sizes.map((size, index) => (
          <Grid key={index} size={size}>
            {index}
          </Grid>
        ))}
      </Grid>,
    ),
  );
});
