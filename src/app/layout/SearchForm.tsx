/** @jsxImportSource @emotion/react */
import { type ComponentType, type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { MAX_SEARCH_LENGTH } from '../../universal/product-query';
import type { HeaderSearchFormProps } from './search/HeaderSearchForm';
import { type SearchField, type SearchValues, searchUrl } from './search/search-values';
import { CategorySelect, SearchFrame, SearchSubmit, useSearchStyles } from './search/SearchFrame';

type HeaderSearchForm = ComponentType<HeaderSearchFormProps>;

/** The words and category a results page was searched with, so the box shows them for refining. */
function searchedValues(pathname: string, search: string): SearchValues | undefined {
  if (pathname !== '/products') return undefined;
  const params = new URLSearchParams(search);
  return { search: params.get('search') ?? '', category: params.get('category') ?? '' };
}

/** The words and category the form shows, those typed before the app ran included. */
function shownValues(form: HTMLFormElement): SearchValues {
  const shown = new FormData(form);
  return { search: String(shown.get('search') ?? ''), category: String(shown.get('category') ?? '') };
}

/**
 * The header search: category select ('All' or one category) plus words; submit goes to
 * /products?search=…&category=…. The first paint is this plain form; the first sign of use (focus,
 * pointer, touch) loads the suggesting combobox (Formik, yup, MUI Autocomplete: about 30 KiB gzip
 * the home page's first load does without, docs/decisions/0034) and hands it the words typed so far.
 */
export function SearchForm({ categories }: { categories: readonly string[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState<SearchValues>({ search: '', category: '' });
  const [Enhanced, setEnhanced] = useState<HeaderSearchForm>();
  const [focusOnSwap, setFocusOnSwap] = useState<SearchField>();
  const input = useRef<HTMLInputElement>(null);
  const loading = useRef(false);
  const styles = useSearchStyles();

  useEffect(() => {
    const searched = searchedValues(location.pathname, location.search);
    if (searched) setValues(searched);
  }, [location.pathname, location.search]);

  const enhance = () => {
    if (loading.current) return;
    loading.current = true;
    import('./search/HeaderSearchForm').then(
      (module) => {
        // The field the shopper is in keeps the focus: the words box, or the category select reached by Tab.
        const active = document.activeElement;
        const field = active && input.current?.form?.contains(active) ? active.getAttribute('name') : null;
        setFocusOnSwap(field === 'search' || field === 'category' ? field : undefined);
        setEnhanced(() => module.HeaderSearchForm);
      },
      // The plain form keeps working; the next use tries again.
      () => (loading.current = false),
    );
  };

  // Words typed, or a category picked, into the server-rendered box before the app ran stay on screen
  // through hydration while the state starts blank: taken in, so submit is not left disabled over them.
  // A box already focused then gets its suggestions without waiting for another focus.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    const form = input.current?.form;
    if (!form) return;
    // What is on screen wins over the searched values (the server rendered the box blank).
    const shown = shownValues(form);
    if (shown.search || shown.category) setValues(shown);
    if (document.activeElement === input.current) enhance();
  }, []);

  if (Enhanced) return <Enhanced categories={categories} values={values} focus={focusOnSwap} />;

  const blank = values.search.trim() === '';
  // What the form shows is sent: a submit while the page hydrates comes before the words typed earlier
  // reach the state.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const shown = shownValues(event.currentTarget);
    if (shown.search.trim()) navigate(searchUrl(shown));
  };
  return (
    <SearchFrame onSubmit={submit} onIntent={enhance}>
      <CategorySelect
        value={values.category}
        categories={categories}
        onChange={(category) => setValues((current) => ({ ...current, category }))}
      />
      {/* A plain input (MUI's InputBase with its textarea autosizing is ≈ 5 KiB gzip of the first load). */}
      <input
        ref={input}
        name="search"
        role="combobox"
        aria-expanded={false}
        value={values.search}
        onChange={(event) => setValues((current) => ({ ...current, search: event.target.value }))}
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        aria-label={intl.formatMessage({ id: 'search.input' })}
        autoComplete="off"
        maxLength={MAX_SEARCH_LENGTH}
        enterKeyHint="search"
        css={styles.input}
      />
      {/* Enabled until hydrated: words typed before the app ran are sent by the browser (the form's action). */}
      <SearchSubmit disabled={hydrated && blank} />
    </SearchFrame>
  );
}
