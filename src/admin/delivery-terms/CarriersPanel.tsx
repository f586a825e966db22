import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useFormik } from 'formik';
import { useState } from 'react';
import type { CarrierRow } from '../../universal/contracts/admin/delivery-terms';
import { MAX_TEMPLATE_LENGTH } from '../../universal/validation/carrier-rules';
import { useT } from '../i18n/use-t';
import { ConfirmedButton } from '../ui/ConfirmDialog';
import { FormDialog, submitCall, useFieldBinder } from '../ui/form';
import { Panel } from '../ui/Panel';
import { ServerGrid } from '../ui/ServerGrid';
import { useToast } from '../ui/use-toast';
import {
  useAddCarrierMutation,
  useRemoveCarrierMutation,
  useSetCarrierMutation,
  useTermsCarriersQuery,
} from './delivery-terms-api';
import { carrierErrors, type CarrierFormValues } from './terms-forms';

const PAGE_SIZES = [10, 25, 50] as const;

/**
 * The carriers orders ship with and their tracking templates (decision 0128), paged on the server: a row opens
 * its template to change, or its removal (refused for one an order was shipped with); another is added.
 */
export function CarriersPanel() {
  const t = useT();
  const [view, setView] = useState({ page: 0, pageSize: 10 });
  const { data, isFetching } = useTermsCarriersQuery(view);
  // null: a new carrier; a row: that carrier.
  const [open, setOpen] = useState<CarrierRow | null | undefined>(undefined);
  const columns: GridColDef<CarrierRow & { id: string }>[] = [
    { field: 'name', headerName: t('carriers.name'), flex: 0.6, minWidth: 120, sortable: false },
    {
      field: 'trackingUrlTemplate',
      headerName: t('carriers.template'),
      flex: 1.6,
      minWidth: 280,
      sortable: false,
      // An address reads left to right, its host first, cut at its end when the column is narrow.
      renderCell: ({ value }) => (
        <Box
          dir="ltr"
          sx={{
            fontFamily: 'monospace',
            fontSize: '0.85em',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            textAlign: 'left',
          }}
        >
          {String(value)}
        </Box>
      ),
    },
    {
      field: 'inUse',
      headerName: t('carriers.inUse'),
      minWidth: 120,
      sortable: false,
      valueFormatter: (value: boolean) => t(value ? 'carriers.yes' : 'carriers.no'),
    },
  ];
  return (
    <Panel
      title={t('carriers.title')}
      action={
        <Button variant="outlined" size="small" onClick={() => setOpen(null)}>
          {t('carriers.add')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('carriers.help')}{' '}
        <Box component="code" dir="ltr" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          npm run orders -- set-carrier
        </Box>
      </Typography>
      <ServerGrid
        label={t('carriers.title')}
        data={data && { ...data, rows: data.rows.map((row) => ({ ...row, id: row.name })) }}
        loading={isFetching}
        columns={columns}
        page={view.page}
        pageSize={view.pageSize}
        pageSizes={PAGE_SIZES}
        onPage={setView}
        onOpen={(row) => setOpen(row)}
        noRowsLabel={t('carriers.empty')}
      />
      {open !== undefined && <CarrierDialog carrier={open} onClose={() => setOpen(undefined)} />}
    </Panel>
  );
}

/** A new carrier (its name and template), or a carrier's template to change and its removal. */
function CarrierDialog({ carrier, onClose }: { carrier: CarrierRow | null; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const [addCarrier] = useAddCarrierMutation();
  const [setCarrier] = useSetCarrierMutation();
  const [removeCarrier] = useRemoveCarrierMutation();
  const formik = useFormik<CarrierFormValues>({
    initialValues: { name: carrier?.name ?? '', template: carrier?.trackingUrlTemplate ?? '' },
    validate: carrierErrors,
    onSubmit: async (values, helpers) => {
      const sent = { name: values.name.trim(), trackingUrlTemplate: values.template.trim() };
      const call = () => (carrier ? setCarrier(sent).unwrap() : addCarrier(sent).unwrap());
      const done = await submitCall(call, helpers, ['name', 'template']);
      if (done) {
        toast.success(carrier ? 'carriers.saved' : 'carriers.added', { name: sent.name });
        onClose();
      }
    },
  });
  const field = useFieldBinder(formik);
  return (
    <FormDialog
      formik={formik}
      title={carrier ? t('carriers.editOf', { name: carrier.name }) : t('carriers.add')}
      submitLabel={carrier ? t('deliveryTerms.save') : t('deliveryTerms.add')}
      onClose={onClose}
      actions={
        carrier && (
          <ConfirmedButton
            title={t('carriers.remove', { name: carrier.name })}
            text={t('carriers.removeText', { name: carrier.name })}
            confirmLabel={t('deliveryTerms.remove')}
            disabled={carrier.inUse}
            call={() => removeCarrier(carrier.name).unwrap()}
            done={() => {
              toast.success('carriers.removed', { name: carrier.name });
              onClose();
            }}
          >
            {t('carriers.remove', { name: carrier.name })}
          </ConfirmedButton>
        )
      }
    >
      {!carrier && <TextField {...field('name')} label={t('carriers.name')} required size="small" autoComplete="off" />}
      <TextField
        {...field('template')}
        label={t('carriers.template')}
        required
        size="small"
        autoComplete="off"
        helperText={field('template').helperText ?? t('carriers.templateHelp')}
        slotProps={{ htmlInput: { dir: 'ltr', maxLength: MAX_TEMPLATE_LENGTH } }}
      />
      {carrier?.inUse && <FormHelperText>{t('carriers.inUseHelp')}</FormHelperText>}
    </FormDialog>
  );
}
