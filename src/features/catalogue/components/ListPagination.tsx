/** @jsxImportSource @emotion/react */
import { css, type CSSObject } from '@emotion/react';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { ButtonBase, useTheme } from '@mui/material';
import usePagination from '@mui/material/usePagination';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { themeStyles } from '../../../browser-kit/ui/theme-styles';

/** MUI Pagination's next/previous buttons, named in the page's language. */
const STEP_TEXT = { next: 'list.page.next', previous: 'list.page.previous' } as const;

/** MUI's PaginationItem (text, medium, `shape="rounded"`) and Pagination's list, made once per theme. */
const usePaginationStyles = themeStyles((theme) => {
  const { palette, typography, transitions } = theme;
  const { action } = palette;
  const item: CSSObject = {
    ...(typography.body2 as CSSObject),
    borderRadius: 16,
    textAlign: 'center',
    boxSizing: 'border-box',
    minWidth: 32,
    padding: '0 6px',
    margin: '0 3px',
    color: palette.text.primary,
  };
  return {
    list: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', padding: 0, margin: 0, listStyle: 'none' }),
    ellipsis: css({ ...item, height: 'auto', '&.Mui-disabled': { opacity: action.disabledOpacity } }),
    item: css({
      ...item,
      height: 32,
      '&.Mui-focusVisible': { backgroundColor: action.focus },
      '&.Mui-disabled': { opacity: action.disabledOpacity },
      transition: transitions.create(['color', 'background-color'], { duration: transitions.duration.short }),
      '&:hover': { backgroundColor: action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
      '&.Mui-selected': {
        backgroundColor: action.selected,
        '&:hover': {
          backgroundColor: theme.alpha(action.selected, `${action.selectedOpacity} + ${action.hoverOpacity}`),
          '@media (hover: none)': { backgroundColor: action.selected },
        },
        '&.Mui-focusVisible': {
          backgroundColor: theme.alpha(action.selected, `${action.selectedOpacity} + ${action.focusOpacity}`),
        },
        '&.Mui-disabled': { opacity: 1, color: action.disabled, backgroundColor: action.selected },
      },
      borderRadius: theme.shape.borderRadius,
      '&.Mui-selected.Mui-disabled': { color: action.disabled },
    }),
    icon: css({ fontSize: typography.pxToRem(20), margin: '0 -8px' }),
  };
});

/**
 * The list's pages as MUI's `<Pagination shape="rounded">` with `PaginationItem`s that are links draws them (the same
 * markup, names, keyboard behaviour and rules), without Pagination's and PaginationItem's components. Each page is a
 * real link (an address per page), so it works before the script has loaded and search engines follow it.
 */
export function ListPagination({
  count,
  page,
  siblingCount,
  linkTo,
  onFollow,
}: {
  count: number;
  page: number;
  siblingCount: number;
  /** The address of a page of the list. */
  linkTo: (page: number) => string;
  /** Called as a page's link is followed. */
  onFollow: () => void;
}) {
  const intl = useIntl();
  const styles = usePaginationStyles();
  const { items } = usePagination({ count, page, siblingCount, componentName: 'Pagination' });
  const rtl = useTheme().direction === 'rtl';
  return (
    <nav aria-label={intl.formatMessage({ id: 'list.page.nav' })}>
      <ul css={styles.list}>
        {items.map((item, index) => {
          if (item.type === 'start-ellipsis' || item.type === 'end-ellipsis')
            return (
              <li key={index}>
                <div css={styles.ellipsis}>…</div>
              </li>
            );
          const step = item.type === 'previous' || item.type === 'next';
          // In a right-to-left page the previous page's arrow points right, as MUI's does.
          const Arrow = (item.type === 'previous') !== rtl ? NavigateBeforeIcon : NavigateNextIcon;
          return (
            <li key={index}>
              <ButtonBase
                component={RouterLink}
                to={linkTo(item.page ?? 1)}
                disabled={item.disabled}
                className={item.selected ? 'Mui-selected' : undefined}
                aria-current={item.selected ? 'page' : undefined}
                aria-label={
                  step
                    ? intl.formatMessage({ id: STEP_TEXT[item.type as keyof typeof STEP_TEXT] })
                    : intl.formatMessage(
                        { id: item.selected ? 'list.page.current' : 'list.page.goTo' },
                        { page: item.page },
                      )
                }
                onClick={onFollow}
                css={styles.item}
              >
                {step ? <Arrow css={styles.icon} /> : item.page}
              </ButtonBase>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
