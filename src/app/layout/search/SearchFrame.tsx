/** @jsxImportSource @emotion/react */
import SearchIcon from '@mui/icons-material/Search';
import { ButtonBase } from '@mui/material';
import { type FormEventHandler, forwardRef, type ReactNode, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useCategoryName } from '../../../entities/product';
import { useHref } from 'react-router-dom';
import { FOCUS_RING_COLOUR, shellColors } from '../../theme';
import { useBrowserLayoutEffect } from '../../../browser-kit/use-browser-layout-effect';
import { iconButtonLook, sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';

/** The words box's look, for the plain input and the combobox's input alike. */
export const searchInputSx = {
  flex: 1,
  minWidth: 0,
  px: 1.25,
  border: 0,
  outline: 0,
  bgcolor: 'transparent',
  font: 'inherit',
  fontSize: 15,
  color: 'text.primary',
} as const;

/**
 * The search bar's frame, category select and words box, made once per theme: the bar is in every page's
 * header (decision 0086).
 */
export const useSearchStyles = themeStyles((theme) => ({
  frame: sxRule(theme, {
    display: 'flex',
    flex: 1,
    minWidth: 0,
    height: 40,
    borderRadius: 1,
    overflow: 'hidden',
    bgcolor: 'common.white',
    '&:focus-within': { boxShadow: `0 0 0 3px ${shellColors.accent}` },
  }),
  select: sxRule(theme, {
    border: 0,
    borderInlineEnd: '1px solid',
    borderColor: 'shop.borderStrong',
    bgcolor: 'shop.dividerLight',
    color: 'text.primary',
    fontSize: 12,
    px: 1,
    // As wide as the chosen category's name (where browsers size fields to content), so "All" in
    // any language is never cut; the cap keeps the words box wide on a phone.
    fieldSizing: 'content',
    maxWidth: { xs: 96, sm: 150 },
    cursor: 'pointer',
    '&:hover': { bgcolor: 'shop.divider' },
    // Inside the light select the header's yellow would not show (1.3:1): the controls' dark ring does.
    '&:focus-visible': { outline: `2px solid ${FOCUS_RING_COLOUR}`, outlineOffset: -2 },
  }),
  input: sxRule(theme, searchInputSx),
  /** The submit button: MUI's IconButton (its look over ButtonBase, so the shell carries no IconButton), square and yellow. */
  submit: sxRule(
    theme,
    {
      borderRadius: 0,
      width: 46,
      flexShrink: 0,
      bgcolor: shellColors.accent,
      color: 'text.primary',
      '&:hover': { bgcolor: 'shop.searchHover' },
      '&.Mui-disabled': { bgcolor: shellColors.accent, color: 'rgba(15,17,17,.55)' },
    },
    iconButtonLook(theme),
  ),
}));

/**
 * The header search bar's three parts (category select, words, submit) and its frame: shared by the
 * first-paint form and the suggesting one that replaces it on first use, so the two look the same.
 *
 * The form's action is the results page, so the browser itself sends a search made before the app has
 * taken the form over (the app's handlers go there without leaving the page). Without one, the page-start
 * script held the search back for the screen to send once hydrated, and a first-paint form swapped for
 * the suggesting one meanwhile was no longer there to send: the Enter was lost.
 */
export const SearchFrame = forwardRef<
  HTMLFormElement,
  { onSubmit: FormEventHandler<HTMLFormElement>; onIntent?: () => void; children: ReactNode }
>(function SearchFrame({ onSubmit, onIntent, children }, ref) {
  const intl = useIntl();
  const results = useHref('/products');
  const styles = useSearchStyles();
  return (
    <form
      ref={ref}
      action={results}
      role="search"
      noValidate
      aria-label={intl.formatMessage({ id: 'search.form' })}
      onSubmit={onSubmit}
      onFocus={onIntent}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      css={styles.frame}
    >
      {children}
    </form>
  );
});

export function CategorySelect({
  value,
  categories,
  onChange,
  autoFocus = false,
}: {
  value: string;
  categories: readonly string[];
  onChange: (category: string) => void;
  /** Taking over from the first-paint select a keyboard user had reached (in the task of the swap). */
  autoFocus?: boolean;
}) {
  const intl = useIntl();
  const nameOf = useCategoryName();
  const select = useRef<HTMLSelectElement>(null);
  const styles = useSearchStyles();
  useBrowserLayoutEffect(() => {
    if (autoFocus) select.current?.focus();
  }, [autoFocus]);
  // A category from a shared link stays selectable even when the catalogue no longer lists it.
  const options = value && !categories.includes(value) ? [...categories, value] : categories;
  return (
    <select
      ref={select}
      name="category"
      aria-label={intl.formatMessage({ id: 'search.category' })}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      css={styles.select}
    >
      <option value="">{intl.formatMessage({ id: 'search.category.all' })}</option>
      {options.map((name) => (
        <option key={name} value={name}>
          {nameOf(name)}
        </option>
      ))}
    </select>
  );
}

export function SearchSubmit({ disabled }: { disabled: boolean }) {
  const intl = useIntl();
  const styles = useSearchStyles();
  return (
    <ButtonBase
      centerRipple
      focusRipple
      type="submit"
      aria-label={intl.formatMessage({ id: 'search.submit' })}
      disabled={disabled}
      css={styles.submit}
    >
      <SearchIcon />
    </ButtonBase>
  );
}
