import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Dashboard } from '../../universal/contracts/admin/dashboard';
import { LOW_STOCK } from '../../universal/variants';
import type { AdminMessageId } from '../i18n/load-messages';
import { useFormats, useT } from '../i18n/use-t';
import { useDashboardQuery } from './dashboard-api';

interface Figure {
  label: AdminMessageId;
  value: string;
}

function figuresOf(dashboard: Dashboard, format: ReturnType<typeof useFormats>): Figure[] {
  const figures: Figure[] = [];
  const add = (label: AdminMessageId, value: number | undefined, as = format.number) => {
    if (value !== undefined) figures.push({ label, value: as(value) });
  };
  add('dashboard.ordersToday', dashboard.ordersToday?.count);
  // One figure per currency charged: amounts of different currencies are never added.
  const revenue = dashboard.ordersToday?.revenue;
  if (revenue) figures.push({ label: 'dashboard.revenueToday', value: format.amounts(revenue) });
  add('dashboard.waitingToShip', dashboard.waitingToShip);
  add('dashboard.openReturns', dashboard.openReturns);
  add('dashboard.lowStock', dashboard.lowStock);
  add('dashboard.newReviews', dashboard.newReviews);
  return figures;
}

/** The day at a glance: the figures the role may see, each a labelled number. */
export function DashboardFigures() {
  const t = useT();
  const format = useFormats();
  const { data, isLoading, isError } = useDashboardQuery();
  if (isError) return <Typography color="text.secondary">{t('dashboard.figuresFailed')}</Typography>;
  const figures = data ? figuresOf(data, format) : [];
  if (!isLoading && figures.length === 0) return null;
  return (
    <section aria-labelledby="dashboard-figures">
      <Typography id="dashboard-figures" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('dashboard.figures')}
      </Typography>
      <Grid container spacing={2} component="dl" sx={{ m: 0, mb: 3 }}>
        {(isLoading ? [undefined, undefined, undefined] : figures).map((figure, index) => (
          <Grid key={figure?.label ?? index} size={{ xs: 6, sm: 4, lg: 2 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                {figure ? (
                  <>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {t(figure.label, { max: LOW_STOCK })}
                    </Typography>
                    <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                      {figure.value}
                    </Typography>
                  </>
                ) : (
                  <Skeleton aria-hidden height={56} />
                )}
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
