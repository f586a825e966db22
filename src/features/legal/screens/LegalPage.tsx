import { Box, Container, Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { RouterLink } from '../../../browser-kit/ui/RouterLink';
import { LEGAL_PAGES, type LegalPage as LegalPageId, legalBlocks, legalPath } from '../../../universal/legal-pages';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';
import { LEGAL_TITLES } from '../../../browser-kit/ui/legal-titles';
import { LoadFailed } from '../../../browser-kit/ui/LoadFailed';
import { useDocumentTitle } from '../../../browser-kit/use-document-title';
import { legalPageArgs, useGetLegalPageQuery } from '../legal-api';

/**
 * A legal text as its blocks (universal/legal-pages.ts: legalBlocks): headings, paragraphs and lists made
 * as React elements from plain text, never HTML, so an owner's text cannot inject markup. Each block
 * takes its own direction from its first letter (an English address inside an Arabic page stays
 * readable), within the page's.
 */
function LegalText({ body }: { body: string }) {
  return (
    <>
      {legalBlocks(body).map((block, index) => {
        if (block.kind === 'heading')
          return (
            <Typography key={index} variant="h6" component="h2" dir="auto" sx={{ mt: 3, mb: 1 }}>
              {block.text}
            </Typography>
          );
        if (block.kind === 'list')
          return (
            <Box key={index} component="ul" dir="auto" sx={{ my: 1, paddingInlineStart: 3 }}>
              {block.items.map((item, itemIndex) => (
                <Typography key={itemIndex} component="li" sx={{ mb: 0.5 }}>
                  {item}
                </Typography>
              ))}
            </Box>
          );
        return (
          <Typography key={index} dir="auto" sx={{ my: 1 }}>
            {block.lines.flatMap((line, lineIndex) => (lineIndex ? [<br key={lineIndex} />, line] : [line]))}
          </Typography>
        );
      })}
    </>
  );
}

/** The four pages, each linking to the other three. */
function OtherPages({ page }: { page: LegalPageId }) {
  const intl = useIntl();
  return (
    <Box component="nav" aria-label={intl.formatMessage({ id: 'legal.nav' })} sx={{ mt: 3 }}>
      <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', p: 0, m: 0 }}>
        {LEGAL_PAGES.filter((other) => other !== page).map((other) => (
          <li key={other}>
            <Link component={RouterLink} to={legalPath(other)} sx={{ display: 'inline-block', py: 0.75 }}>
              {intl.formatMessage({ id: LEGAL_TITLES[other] })}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** /legal/<page>: the owner's text (or the shop's default) in the page's language, with when it last changed. */
function LegalPageScreen({ page }: { page: LegalPageId }) {
  const intl = useIntl();
  const { locale } = useShopperLocale();
  const title = intl.formatMessage({ id: LEGAL_TITLES[page] });
  useDocumentTitle(title, intl.formatMessage({ id: 'legal.description' }, { title }));
  const { data, error, isError, refetch } = useGetLegalPageQuery(legalPageArgs(page, locale));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      {data ? (
        <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
          {data.updatedAt && (
            <Typography variant="body2" color="text.secondary">
              {intl.formatMessage(
                { id: 'legal.updated' },
                { date: intl.formatDate(data.updatedAt, { year: 'numeric', month: 'long', day: 'numeric' }) },
              )}
            </Typography>
          )}
          <LegalText body={data.body} />
        </Paper>
      ) : isError ? (
        <LoadFailed
          message={intl.formatMessage({ id: 'legal.unavailable' })}
          error={error}
          onRetry={() => void refetch()}
        />
      ) : (
        <Stack spacing={1}>
          <Skeleton variant="text" width="90%" />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="85%" />
        </Stack>
      )}
      <OtherPages page={page} />
    </Container>
  );
}

/** One screen a page, for the route table (each route names its page by its path). */
function screenOf(page: LegalPageId): ComponentType {
  const Screen = () => <LegalPageScreen page={page} />;
  Screen.displayName = `LegalPage(${page})`;
  return Screen;
}

export const LEGAL_SCREENS: Readonly<Record<LegalPageId, ComponentType>> = {
  terms: screenOf('terms'),
  privacy: screenOf('privacy'),
  returns: screenOf('returns'),
  delivery: screenOf('delivery'),
};
