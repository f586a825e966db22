import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useAdminLocale } from '../i18n/AdminLocaleProvider';
import type { AdminMessageId } from '../i18n/load-messages';
import type { AdminLocale } from '../i18n/locale';
import { formatAdmin } from '../i18n/use-t';

type Texts = Partial<GridLocaleText>;

/**
 * MUI X's own texts for the console's languages that need them; English is the grid's default (none to
 * give). A language without an entry here shows the grid's controls in English until it gets one.
 */
const GRID_TEXTS: Readonly<Partial<Record<AdminLocale, Texts>>> = {
  ar: arSD.components.MuiDataGrid.defaultProps.localeText as Texts,
};

/**
 * The data grid's own texts (pagination, sorting, column menus) in the page's language: MUI X's, with
 * the page counts in the console's digits (Latin, as everywhere in the console) rather than the
 * Arabic-Indic ones that MUI X's Arabic texts format them in.
 */
export function useGridTexts(): Texts | undefined {
  const { locale } = useAdminLocale();
  const intl = useIntl();
  return useMemo(() => {
    const texts = GRID_TEXTS[locale];
    if (!texts) return undefined;
    return {
      ...texts,
      // The console always knows the count (the server answers it with every page).
      paginationDisplayedRows: ({ from, to, count }) =>
        formatAdmin(intl, 'grid.displayedRows' satisfies AdminMessageId, { from, to, count }),
    };
  }, [locale, intl]);
}
