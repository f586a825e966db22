import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import type { AdminPromotion, PromotionUse } from '../../universal/contracts/admin/promotions';
import { useFormats, useT } from '../i18n/use-t';
import { LoadFailure } from '../ui/Loading';
import { PageHeading } from '../ui/PageHeading';
import { ClientGrid } from '../ui/ClientGrid';
import { KIND_LABEL, PromotionDialog } from './PromotionForm';
import { usePromotionsQuery, usePromotionUsesQuery } from './promotions-api';

/** The orders that used one code: order number, customer, date, discount. */
function UsesList({ code }: { code: string }) {
  const t = useT();
  const formats = useFormats();
  const { data, error, isFetching, refetch } = usePromotionUsesQuery(code);
  const columns = useMemo<GridColDef<PromotionUse>[]>(
    () => [
      {
        field: 'orderNumber',
        headerName: t('promotions.order'),
        width: 120,
        renderCell: ({ row }) => <span dir="ltr">{`#${row.orderNumber}`}</span>,
      },
      {
        field: 'customerEmail',
        headerName: t('promotions.customer'),
        flex: 1,
        minWidth: 200,
        valueGetter: (value: string, row) => (row.account ? value : `${value} (${t('orders.guest')})`),
      },
      {
        field: 'usedAt',
        headerName: t('promotions.usedAt'),
        width: 180,
        valueFormatter: (value: string) => formats.dateTime(value),
      },
      {
        field: 'discountCents',
        headerName: t('promotions.discount'),
        type: 'number',
        width: 110,
        valueFormatter: (value: number) => formats.money(value / 100),
      },
    ],
    [t, formats],
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby="promotion-uses" sx={{ p: 2 }}>
      <Typography id="promotion-uses" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('promotions.usesTitle', { code })}
      </Typography>
      {error !== undefined && <LoadFailure error={error} onRetry={() => void refetch()} />}
      <ClientGrid
        label={t('promotions.usesTitle', { code })}
        rows={data?.rows}
        getRowId={(row) => row.orderId}
        columns={columns}
        loading={isFetching}
        pageSizes={[10, 25, 50]}
        noRowsLabel={t('promotions.noUses')}
      />
    </Paper>
  );
}

/**
 * /admin/promotions (owner, catalogue): every promo code with its terms and uses; make one, change one
 * (its code stays), and read who used it. The spec's SAVE10 and SAVE5 are here too, as seeded.
 */
export default function PromotionsPage() {
  const t = useT();
  const formats = useFormats();
  const { data, error, isFetching, refetch } = usePromotionsQuery();
  const [dialog, setDialog] = useState<{ editing?: AdminPromotion } | undefined>();
  const [usesOf, setUsesOf] = useState<string | undefined>();

  const columns = useMemo<GridColDef<AdminPromotion>[]>(
    () => [
      {
        field: 'code',
        headerName: t('promotions.code'),
        width: 150,
        renderCell: ({ row }) => (
          <Typography component="span" variant="body2" dir="ltr" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {row.code}
          </Typography>
        ),
      },
      {
        field: 'kind',
        headerName: t('promotions.value'),
        width: 260,
        valueGetter: (_value, row) =>
          row.kind === 'percent'
            ? formats.percent((row.percent ?? 0) / 100)
            : formats.money((row.amountCents ?? 0) / 100),
        // A flat code's own amounts off in other currencies follow its dollars: '$5.00 · EGP 250.00 · …'.
        renderCell: ({ row, value }) =>
          [
            String(value),
            ...(row.currencyAmounts ?? []).flatMap(({ amountMinor, currency }) =>
              row.kind === 'flat' && amountMinor !== null ? [formats.minor(amountMinor, currency)] : [],
            ),
            t(KIND_LABEL[row.kind]),
          ].join(' · '),
      },
      {
        field: 'minOrderCents',
        headerName: t('promotions.minOrder'),
        type: 'number',
        width: 200,
        // The dollar minimum, then each currency's own (0 there is no minimum in it): '—' when none has one.
        valueFormatter: (value: number, row) => {
          const own = row.currencyAmounts ?? [];
          if (!value && own.every((amount) => !amount.minOrderMinor)) return '—';
          return [
            formats.money(value / 100),
            ...own.map(({ minOrderMinor, currency }) => formats.minor(minOrderMinor, currency)),
          ].join(' · ');
        },
      },
      {
        field: 'startsAt',
        headerName: t('promotions.dates'),
        width: 220,
        sortable: false,
        valueGetter: (_value, row) =>
          row.startsAt || row.endsAt
            ? `${row.startsAt ? formats.date(row.startsAt) : '…'} – ${row.endsAt ? formats.date(row.endsAt) : '…'}`
            : t('promotions.always'),
      },
      {
        field: 'totalLimit',
        headerName: t('promotions.limits'),
        width: 170,
        sortable: false,
        valueGetter: (_value, row) =>
          t('promotions.limitsValue', {
            total: row.totalLimit ?? '∞',
            perCustomer: row.perCustomerLimit ?? '∞',
          }),
      },
      { field: 'uses', headerName: t('promotions.uses'), type: 'number', width: 80 },
      {
        field: 'active',
        headerName: t('promotions.state'),
        width: 110,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={row.active ? 'success' : 'default'}
            label={t(row.active ? 'promotions.on' : 'promotions.off')}
          />
        ),
      },
      {
        field: 'actions',
        headerName: t('promotions.actions'),
        width: 200,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              onClick={() => setDialog({ editing: row })}
              aria-label={t('promotions.editOf', { code: row.code })}
            >
              {t('promotions.edit')}
            </Button>
            <Button
              size="small"
              onClick={() => setUsesOf(row.code)}
              aria-label={t('promotions.usesOf', { code: row.code })}
            >
              {t('promotions.showUses')}
            </Button>
          </Stack>
        ),
      },
    ],
    [t, formats],
  );

  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <PageHeading>{t('promotions.title')}</PageHeading>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({})}>
          {t('promotions.new')}
        </Button>
      </Stack>
      <Stack spacing={3} sx={{ mt: 1 }}>
        {error !== undefined && <LoadFailure error={error} onRetry={() => void refetch()} />}
        <Paper variant="outlined">
          <ClientGrid
            label={t('promotions.title')}
            rows={data?.rows}
            getRowId={(row) => row.code}
            columns={columns}
            loading={isFetching}
            pageSizes={[25, 50, 100]}
            noRowsLabel={t('promotions.none')}
          />
        </Paper>
        {usesOf !== undefined && <UsesList code={usesOf} />}
      </Stack>
      <PromotionDialog open={dialog !== undefined} editing={dialog?.editing} onClose={() => setDialog(undefined)} />
    </>
  );
}
