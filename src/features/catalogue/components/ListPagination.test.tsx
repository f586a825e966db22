import { Pagination, PaginationItem } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { themeFor } from '../../../app/theme';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { cascade, CONTROL_STATES, emotionClass, recordEmotionRules } from '../../../test/emotion-cascade';
import enMessages from '../../../universal/i18n/messages/en.json';
import { ListPagination } from './ListPagination';

const rules = recordEmotionRules();
const linkTo = (page: number) => `?page=${page}`;
const noop = () => undefined;

/** MUI's Pagination as the list drew it before decision 0143. */
function MuiListPagination({ count, page, siblingCount }: { count: number; page: number; siblingCount: number }) {
  const intl = useIntl();
  return (
    <Pagination
      count={count}
      page={page}
      shape="rounded"
      siblingCount={siblingCount}
      aria-label={intl.formatMessage({ id: 'list.page.nav' })}
      getItemAriaLabel={(type, page, selected) => {
        if (type === 'page')
          return intl.formatMessage({ id: selected ? 'list.page.current' : 'list.page.goTo' }, { page });
        if (type === 'next' || type === 'previous') return intl.formatMessage({ id: `list.page.${type}` });
        return '';
      }}
      renderItem={(item) => (
        <PaginationItem component={RouterLink} to={linkTo(item.page ?? 1)} {...item} onClick={noop} />
      )}
    />
  );
}

/** Every item's markup (classes but the state ones left out, the arrows' paths too) and its look in every state. */
function drawn(ui: ReactElement, locale: 'en' | 'ar') {
  const { container, unmount } = render(
    <IntlProvider locale={locale} messages={enMessages}>
      <ThemeProvider theme={themeFor(locale)}>
        <MemoryRouter>{ui}</MemoryRouter>
      </ThemeProvider>
    </IntlProvider>,
  );
  const nav = container.firstElementChild!;
  const markup = nav.outerHTML
    .replace(/ class="([^"]*)"/g, (_, names: string) => {
      const states = [...new Set(names.split(' ').filter((name) => /^Mui-(selected|disabled)$/.test(name)))];
      return states.length ? ` class="${states.join(' ')}"` : '';
    })
    .replace(/ d="[^"]*"/g, '');
  const items = Array.from(nav.querySelectorAll('li > *')).map((item) => {
    const own = Array.from(item.classList).filter((name) => /^Mui-(selected|disabled)$/.test(name));
    return CONTROL_STATES.map((state) =>
      [false, true].map((hoverCapable) =>
        cascade(rules, emotionClass(item), {
          matches: [...state, ...own.map((name) => `.${name}`)],
          hoverCapable,
          width: 1366,
        }),
      ),
    );
  });
  const icons = Array.from(nav.querySelectorAll('svg')).map((icon) =>
    cascade(rules, emotionClass(icon), { matches: [], hoverCapable: true, width: 1366 }),
  );
  unmount();
  return { markup, items, icons };
}

test.each([
  ['en', 1, 5, 1],
  ['en', 7, 12, 1],
  ['en', 12, 12, 0],
  ['ar', 4, 9, 1],
] as const)(
  'in %s, page %i of %i (%i siblings) is drawn as MUI’s Pagination of links drew it',
  (locale, page, count, siblingCount) => {
    const lean = drawn(
      <ListPagination count={count} page={page} siblingCount={siblingCount} linkTo={linkTo} onFollow={noop} />,
      locale,
    );
    expect(lean.markup).toContain('aria-current="page"');
    expect(lean).toEqual(drawn(<MuiListPagination count={count} page={page} siblingCount={siblingCount} />, locale));
  },
);
