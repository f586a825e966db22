/** @jsxImportSource @emotion/react */
import { Typography } from '@mui/material';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';

/**
 * The white sections of the home page, drawn as MUI's flat square Paper is (the theme's paper colour and
 * text colour) with rules made once per theme, so home's first visit downloads no Paper component.
 */
const useSectionStyles = themeStyles((theme) => {
  const paper = { bgcolor: 'background.paper', color: 'text.primary' } as const;
  return {
    panel: sxRule(theme, {
      ...paper,
      p: { xs: 1.5, sm: 2.5 },
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
    }),
    strip: sxRule(theme, { ...paper, p: 2.5, minWidth: 0 }),
  };
});

/** A `<section>` of home: a panel of the grid (stretched to the row's height) or a full-width strip. */
export function HomeSection({ look, ...section }: { look: 'panel' | 'strip' } & ComponentPropsWithoutRef<'section'>) {
  const styles = useSectionStyles();
  return <section css={styles[look]} {...section} />;
}

/** One panel of the home page's grid: a titled section, its content stretched to the row's height. */
export function HomePanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <HomeSection look="panel" aria-label={title}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: { xs: 16, sm: 21 }, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </HomeSection>
  );
}
