/**
 * What the settings page's regions panel and the delivery terms screen both show of a region: its currency and
 * tax as facts, and its delivery options as a table (the delivery terms screen adds their working days and a
 * column of its own buttons).
 */
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { SettingsRegion } from '../../universal/contracts/admin/settings';
import { DELIVERY_OPTIONS, type DeliveryOption, type ShippingRate } from '../../universal/delivery-terms';
import type { AdminMessageId } from '../i18n/load-messages';
import { useFormats, useT } from '../i18n/use-t';
import { PlainTable, right } from '../ui/PlainTable';

export const OPTION_TEXT: Record<DeliveryOption, AdminMessageId> = {
  standard: 'delivery.standard',
  express: 'delivery.express',
  'same-day': 'delivery.sameDay',
};

/** A weekday's short name in the console's language (2026-11-30 is a Monday). */
export function useWeekdayName() {
  const intl = useIntl();
  return (day: number) => intl.formatDate(Date.UTC(2026, 10, 29 + day), { weekday: 'short', timeZone: 'UTC' });
}

/** A region's currency and tax, as rows of Facts (the currency's value may be a control: the settings' select). */
export function useRegionFacts() {
  const t = useT();
  return (region: SettingsRegion, currency: ReactNode = region.currency): [string, ReactNode][] => [
    [t('settings.chargedIn'), currency],
    [
      t('settings.tax'),
      t(region.tax.kind === 'vat' ? 'settings.taxVat' : 'settings.taxSales', { included: region.tax.included }),
    ],
  ];
}

/** A heading of a part of a region's panel. */
export function PartTitle({ children }: { children: string }) {
  return (
    <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

/**
 * A region's delivery options: price, free-delivery threshold, days and cut-off. With `actions`, every option the
 * shop names (one the region does not offer shows dashes), its working days, and the actions' column.
 */
export function ShippingTable({
  region,
  actions,
}: {
  region: SettingsRegion;
  actions?: (option: DeliveryOption, rate: ShippingRate | undefined) => ReactNode;
}) {
  const t = useT();
  const formats = useFormats();
  const weekday = useWeekdayName();
  const offered = new Map(region.shipping.map((rate) => [rate.option, rate]));
  const options = actions ? DELIVERY_OPTIONS : region.shipping.map((rate) => rate.option);
  return (
    <PlainTable
      label={t('settings.shippingOf', { region: region.name })}
      headings={[
        t('settings.option'),
        right(t('settings.price')),
        right(t('settings.freeOver')),
        t('settings.days'),
        t('settings.cutoff'),
        ...(actions ? [t('deliveryTerms.workingDays'), ''] : []),
      ]}
      rows={options.map((option) => ({ option, rate: offered.get(option) }))}
      rowKey={(row) => row.option}
      cells={({ option, rate }) => (
        <>
          <TableCell>{t(OPTION_TEXT[option])}</TableCell>
          <TableCell align="right">{rate ? formats.minor(rate.priceCents, region.currency) : '—'}</TableCell>
          <TableCell align="right">
            {rate?.freeOverCents == null ? '—' : formats.minor(rate.freeOverCents, region.currency)}
          </TableCell>
          <TableCell>{rate ? t('settings.dayRange', { min: rate.minDays, max: rate.maxDays }) : '—'}</TableCell>
          <TableCell>{rate ? t('settings.cutoffHour', { hour: rate.cutoffHour }) : '—'}</TableCell>
          {actions && (
            <>
              <TableCell>{rate ? rate.workingDays.map(weekday).join(t('settings.listSeparator')) : '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions(option, rate)}</TableCell>
            </>
          )}
        </>
      )}
      frame="container"
      sx={{ mt: 1 }}
      // With its buttons it is wide: on a phone it scrolls sideways rather than wrapping every cell.
      tableSx={actions ? { minWidth: 760 } : undefined}
    />
  );
}
