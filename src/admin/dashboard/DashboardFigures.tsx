import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Dashboard } from '../../universal/contracts/admin/dashboard';
import { figureLists, type ListedFigure, newReviewsSince, type Trend } from '../../universal/dashboard-figures';
import type { Currency } from '../../universal/i18n/money';
import type { StaffRole } from '../../universal/staff-roles';
import { LOW_STOCK } from '../../universal/variants';
import { useAdminSelector } from '../hooks';
import type { AdminMessageId } from '../i18n/load-messages';
import { useFormats, useT } from '../i18n/use-t';
import { mayUse, SECTIONS } from '../layout/sections';
import { useDashboardQuery } from './dashboard-api';

/** A figure's value and, for a period's figure, how it moved: one per currency for revenue. */
interface Line {
  value: string;
  trend?: Trend;
  currency?: Currency;
}

interface Figure {
  key: ListedFigure;
  lines: Line[];
}

/** Each figure's name, and what its link says it opens. */
const WORDS: Record<ListedFigure, { label: AdminMessageId; link: AdminMessageId }> = {
  ordersToday: { label: 'dashboard.ordersToday', link: 'dashboard.link.ordersToday' },
  revenueToday: { label: 'dashboard.revenueToday', link: 'dashboard.link.revenueToday' },
  waitingToShip: { label: 'dashboard.waitingToShip', link: 'dashboard.link.waitingToShip' },
  openReturns: { label: 'dashboard.openReturns', link: 'dashboard.link.openReturns' },
  lowStock: { label: 'dashboard.lowStock', link: 'dashboard.link.lowStock' },
  newReviews: { label: 'dashboard.newReviews', link: 'dashboard.link.newReviews' },
};

/**
 * Each tile's share of the row: today's two on a row of their own on a phone, the four that stand as they
 * are two by two under them; on a wide screen all six on one row of 14 columns, revenue twice as wide (an
 * amount in each currency charged).
 */
const PERIOD = { xs: 12, sm: 6, lg: 2 };
const SNAPSHOT = { xs: 6, sm: 3, lg: 2 };
const SIZES: Record<ListedFigure, typeof PERIOD> = {
  ordersToday: PERIOD,
  revenueToday: { ...PERIOD, lg: 4 },
  waitingToShip: SNAPSHOT,
  openReturns: SNAPSHOT,
  lowStock: SNAPSHOT,
  newReviews: SNAPSHOT,
};

/**
 * The figures the server answered, in the dashboard's order. Today's orders and revenue come with their
 * trends; the others are how things stand now and have none.
 */
function figuresOf(dashboard: Dashboard, format: ReturnType<typeof useFormats>): Figure[] {
  const figures: Figure[] = [];
  const today = dashboard.ordersToday;
  if (today) {
    figures.push({ key: 'ordersToday', lines: [{ value: format.number(today.count), trend: today.trend }] });
    // One line per currency charged: amounts of different currencies are never added.
    figures.push({
      key: 'revenueToday',
      lines: today.revenue.length
        ? today.revenue.map(({ currency, amount, trend }) => ({
            value: format.money(amount, currency),
            trend,
            currency,
          }))
        : [{ value: format.amounts([]) }],
    });
  }
  for (const key of ['waitingToShip', 'openReturns', 'lowStock', 'newReviews'] as const) {
    const value = dashboard[key];
    if (value !== undefined) figures.push({ key, lines: [{ value: format.number(value) }] });
  }
  return figures;
}

const isolated = (text: string) => `\u2068${text}\u2069`;

/** How a figure moved against yesterday by this time: an arrow named for screen readers, then the change. */
function TrendText({ trend, currency }: { trend: Trend; currency: Currency | undefined }) {
  const t = useT();
  const format = useFormats();
  if (trend.change === 0)
    return (
      <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
        {t('dashboard.noChange')}
      </Typography>
    );
  const up = trend.change > 0;
  const Arrow = up ? ArrowUpwardIcon : ArrowDownwardIcon;
  // Each figure isolated (FSI … PDI): in a right-to-left line a change and a percentage that are both
  // numbers would otherwise run together left to right, the percentage read first.
  const change = isolated(format.change(trend.change, currency));
  return (
    <Typography
      component="dd"
      variant="body2"
      sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5, color: up ? 'success.dark' : 'error.dark' }}
    >
      <Arrow fontSize="inherit" titleAccess={t(up ? 'dashboard.trendUp' : 'dashboard.trendDown')} />
      <span>
        {trend.percent === null
          ? t('dashboard.trendNew', { change })
          : t('dashboard.trendChange', { change, percent: isolated(format.changePercent(trend.percent)) })}
      </span>
    </Typography>
  );
}

/** Where a figure's link goes for this role: its list with the figure's filters, or nowhere if the role may not open it. */
function hrefOf(key: ListedFigure, day: string, role: StaffRole): string | undefined {
  const { list, filters } = figureLists(day)[key];
  const section = SECTIONS.find((candidate) => candidate.key === list);
  if (!section || !mayUse(role, section.roles)) return undefined;
  return `${section.path}?${new URLSearchParams(filters).toString()}`;
}

/**
 * The whole card is its figure's link: the label is the link, and its box stretches over the card, so the
 * card is one tab stop named for where it goes, and the figures stay terms and values to a screen reader.
 */
const STRETCHED = {
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '-2px' },
} as const;

function FigureCard({ figure, day, role }: { figure: Figure; day: string; role: StaffRole }) {
  const t = useT();
  const format = useFormats();
  const words = WORDS[figure.key];
  const values = { max: LOW_STOCK, day: format.day(newReviewsSince(day)) };
  const href = hrefOf(figure.key, day, role);
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        position: 'relative',
        ...(href && { '&:hover': { borderColor: 'primary.main', bgcolor: 'action.hover' } }),
      }}
    >
      <CardContent component="dl" sx={{ m: 0 }}>
        <Typography component="dt" variant="body2" color="text.secondary">
          {href ? (
            <Link
              component={RouterLink}
              to={href}
              aria-label={t(words.link, values)}
              color="inherit"
              underline="hover"
              sx={STRETCHED}
            >
              {t(words.label, values)}
            </Link>
          ) : (
            t(words.label, values)
          )}
        </Typography>
        {figure.lines.map((line) => (
          <Fragment key={line.currency ?? 'figure'}>
            <Typography component="dd" variant="h5" sx={{ m: 0, overflowWrap: 'break-word' }}>
              {line.value}
            </Typography>
            {line.trend && <TrendText trend={line.trend} currency={line.currency} />}
          </Fragment>
        ))}
      </CardContent>
    </Card>
  );
}

/** The day at a glance: the figures the role may see, each a labelled number linked to its list. */
export function DashboardFigures() {
  const t = useT();
  const format = useFormats();
  const role = useAdminSelector((state) => state.session.staff?.role);
  const { data, isLoading, isError } = useDashboardQuery();
  if (isError) return <Typography color="text.secondary">{t('dashboard.figuresFailed')}</Typography>;
  const figures = data ? figuresOf(data, format) : [];
  if (!role || (!isLoading && figures.length === 0)) return null;
  return (
    <section aria-labelledby="dashboard-figures">
      <Typography id="dashboard-figures" component="h2" variant="h6">
        {t('dashboard.figures')}
      </Typography>
      {data?.ordersToday && (
        <Typography variant="body2" color="text.secondary">
          {t('dashboard.trendNote')}
        </Typography>
      )}
      <Grid
        container
        spacing={2}
        columns={{ xs: 12, lg: 14 }}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, mb: 3 }}
      >
        {isLoading || !data
          ? [0, 1, 2].map((index) => (
              <Grid key={index} size={SIZES.ordersToday} component="li">
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <CardContent>
                    <Skeleton aria-hidden height={56} />
                  </CardContent>
                </Card>
              </Grid>
            ))
          : figures.map((figure) => (
              <Grid key={figure.key} size={SIZES[figure.key]} component="li">
                <FigureCard figure={figure} day={data.day} role={role} />
              </Grid>
            ))}
      </Grid>
    </section>
  );
}
