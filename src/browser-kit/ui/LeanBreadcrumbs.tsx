/** @jsxImportSource @emotion/react */
import { css, type SerializedStyles } from '@emotion/react';
import { Children, type ReactNode } from 'react';
import { themeStyles, typographyLook } from './theme-styles';

const useBreadcrumbStyles = themeStyles((theme) => ({
  nav: css({ ...typographyLook(theme, 'body1'), color: theme.palette.text.secondary }),
  list: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', padding: 0, margin: 0, listStyle: 'none' }),
  separator: css({ display: 'flex', userSelect: 'none', marginLeft: 8, marginRight: 8 }),
}));

/**
 * MUI's `<Breadcrumbs aria-label>` (its "/" between the steps, no collapsing): the same `nav`, list and separators
 * with the same rules, made once per theme, without Breadcrumbs and its Typography. `look` goes over the `nav` as
 * `sx` goes over Breadcrumbs'.
 */
export function LeanBreadcrumbs({
  label,
  look,
  children,
}: {
  label: string;
  look?: SerializedStyles;
  children: ReactNode;
}) {
  const styles = useBreadcrumbStyles();
  const steps = Children.toArray(children);
  return (
    <nav aria-label={label} css={look ? [styles.nav, look] : styles.nav}>
      <ol css={styles.list}>
        {steps.flatMap((step, index) => [
          ...(index > 0
            ? [
                <li key={`separator-${index}`} aria-hidden="true" css={styles.separator}>
                  /
                </li>,
              ]
            : []),
          <li key={`step-${index}`}>{step}</li>,
        ])}
      </ol>
    </nav>
  );
}
