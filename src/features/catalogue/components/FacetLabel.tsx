/** @jsxImportSource @emotion/react */
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';

/** The count's colour, made once per theme: a list page has ~45 filter choices (decision 0086). */
const useCountStyles = themeStyles((theme) => ({ count: sxRule(theme, { color: 'text.secondary' }) }));

/**
 * A filter choice's text and, once known, how many products of the result it keeps: 'Nordvik (12)'.
 * One span, so inside a flex container (the rating buttons) the space before the count stays.
 */
export function FacetLabel({ text, count }: { text: ReactNode; count: number | undefined }) {
  const intl = useIntl();
  const styles = useCountStyles();
  return (
    <span>
      {text}
      {count !== undefined && (
        <>
          {' '}
          <span css={styles.count}>{intl.formatMessage({ id: 'filter.count' }, { count })}</span>
        </>
      )}
    </span>
  );
}
