import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton } from '@mui/material';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { shellColors } from '../theme';
import { productsFor } from './nav-links';
import { useIntl } from 'react-intl';

/** The header search: category select ('All' or one category) plus text; submit goes to /products?search=…&category=…. */
export function SearchForm({ categories }: { categories: readonly string[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  const [category, setCategory] = useState('');

  // On a results page the box shows what was searched, so the shopper can refine it.
  useEffect(() => {
    if (location.pathname !== '/products') return;
    const params = new URLSearchParams(location.search);
    setText(params.get('search') ?? '');
    setCategory(params.get('category') ?? '');
  }, [location.pathname, location.search]);

  const blank = text.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blank) return;
    navigate(productsFor(category ? { search: text.trim(), category } : { search: text.trim() }));
  };
  const options = category && !categories.includes(category) ? [...categories, category] : categories;

  return (
    <Box
      component="form"
      role="search"
      aria-label={intl.formatMessage({ id: 'search.form' })}
      onSubmit={submit}
      sx={{
        display: 'flex',
        flex: 1,
        minWidth: 0,
        height: 40,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'common.white',
        '&:focus-within': { boxShadow: `0 0 0 3px ${shellColors.accent}` },
      }}
    >
      <Box
        component="select"
        aria-label={intl.formatMessage({ id: 'search.category' })}
        value={category}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => setCategory(event.target.value)}
        sx={{
          border: 0,
          borderRight: '1px solid #cdcdcd',
          bgcolor: 'shop.dividerLight',
          color: 'text.primary',
          fontSize: 12,
          px: 1,
          maxWidth: { xs: 64, sm: 150 },
          cursor: 'pointer',
          '&:hover': { bgcolor: 'shop.divider' },
          '&:focus-visible': { outline: `2px solid ${shellColors.accent}`, outlineOffset: -2 },
        }}
      >
        <option value="">{intl.formatMessage({ id: 'search.category.all' })}</option>
        {options.map((name) => (
          <option key={name} value={name}>
            {name.charAt(0).toUpperCase() + name.slice(1)}
          </option>
        ))}
      </Box>
      {/* A plain input like the select beside it: MUI's InputBase (with its textarea autosizing) is
          ~5 KB gzip of the home page's first-load budget (docs/performance.md). */}
      <Box
        component="input"
        value={text}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => setText(event.target.value)}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        aria-label={intl.formatMessage({ id: 'search.input' })}
        maxLength={200}
        enterKeyHint="search"
        sx={{
          flex: 1,
          minWidth: 0,
          px: 1.25,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          font: 'inherit',
          fontSize: 15,
          color: 'text.primary',
        }}
      />
      <IconButton
        type="submit"
        aria-label={intl.formatMessage({ id: 'search.submit' })}
        disabled={blank}
        sx={{
          borderRadius: 0,
          width: 46,
          bgcolor: shellColors.accent,
          color: 'text.primary',
          '&:hover': { bgcolor: 'shop.searchHover' },
          '&.Mui-disabled': { bgcolor: shellColors.accent, color: 'rgba(15,17,17,.55)' },
        }}
      >
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
