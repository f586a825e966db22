import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { object, string } from 'yup';
import type { AuditEntry } from '../../universal/contracts/admin/audit';
import { type AuditFilters, useAuditQuery, useExportAuditMutation } from '../api/admin-api';
import { useFormats, useT } from '../i18n/use-t';
import { DayRangeFields, dayRangeRules, FilterBar, fieldsOf, filtersFrom, useFilterForm } from '../lists/FilterForm';
import { ListPage, useListQuery } from '../lists/ListPage';
import { PageHeading } from '../ui/PageHeading';
import { useToast, useToastedCall } from '../ui/use-toast';
import { AUDIT_TEXT_MAX, AUDIT_URL, auditQueryOf, filtersOf } from './audit-view';

/** The filters' fields, in the form's order. */
const FILTERS = ['staff', 'objectType', 'objectId', 'from', 'to'] as const satisfies readonly (keyof AuditFilters)[];

const schema = object({
  staff: string().trim().email('validation.emailFormat').max(AUDIT_TEXT_MAX.staff, 'validation.tooLong'),
  objectType: string().max(AUDIT_TEXT_MAX.objectType, 'validation.tooLong'),
  objectId: string().max(AUDIT_TEXT_MAX.objectId, 'validation.tooLong'),
  ...dayRangeRules,
});

const valuesOf = (filters: AuditFilters) => fieldsOf(FILTERS, filters);

/** Before and after of a change, as the trail keeps them (JSON). */
const json = (value: unknown): string => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/**
 * /admin/audit (owners): every staff action, newest first, paged by the server and filtered by person,
 * object and days; the filtered trail downloads as CSV. A row opens its before and after.
 */
export default function AuditPage() {
  const t = useT();
  const formats = useFormats();
  const toast = useToast();
  const call = useToastedCall();
  const { list, view, show, result } = useListQuery(AUDIT_URL, auditQueryOf, useAuditQuery);
  const [exportCsv, exporting] = useExportAuditMutation();
  const [opened, setOpened] = useState<AuditEntry | undefined>();

  const form = useFilterForm({
    values: valuesOf(filtersOf(view)),
    empty: valuesOf({}),
    schema,
    onApply: (values) => show({ page: 0, pageSize: view.pageSize, ...filtersFrom(values) }),
  });

  const columns = useMemo<GridColDef<AuditEntry>[]>(
    () => [
      {
        field: 'at',
        headerName: t('audit.at'),
        width: 180,
        valueFormatter: (value: string) => formats.dateTime(value),
      },
      { field: 'staffEmail', headerName: t('audit.staff'), flex: 1, minWidth: 200 },
      { field: 'action', headerName: t('audit.action'), width: 180 },
      { field: 'objectType', headerName: t('audit.objectType'), width: 130 },
      { field: 'objectId', headerName: t('audit.objectId'), flex: 1, minWidth: 160 },
      { field: 'ip', headerName: t('audit.ip'), width: 140 },
    ],
    [t, formats],
  );

  const download = async () => {
    await call(
      () => exportCsv(filtersOf(view)).unwrap(),
      () => toast.success('audit.exported'),
    );
  };

  return (
    <>
      <ListPage
        title={t('audit.title')}
        heading={
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
          >
            <PageHeading>{t('audit.title')}</PageHeading>
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={() => void download()}
              disabled={exporting.isLoading}
            >
              {t('audit.export')}
            </Button>
          </Stack>
        }
        filters={
          <FilterBar form={form} label={t('audit.filters')}>
            <TextField {...form.field('staff')} label={t('audit.staffFilter')} type="email" size="small" />
            <TextField {...form.field('objectType')} label={t('audit.objectType')} placeholder="order" size="small" />
            <TextField {...form.field('objectId')} label={t('audit.objectId')} size="small" />
            <DayRangeFields form={form} />
          </FilterBar>
        }
        result={result}
        columns={columns}
        list={list}
        onOpen={setOpened}
        disableColumnSorting
      />
      <Dialog open={Boolean(opened)} onClose={() => setOpened(undefined)} fullWidth maxWidth="md">
        {opened && (
          <>
            <DialogTitle>{`${opened.action} · ${opened.objectType} ${opened.objectId}`}</DialogTitle>
            <DialogContent>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                {`${formats.dateTime(opened.at)} · ${opened.staffEmail} · ${opened.ip}`}
              </Typography>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
                {(
                  [
                    ['audit.before', opened.before],
                    ['audit.after', opened.after],
                  ] as const
                ).map(([label, value]) => (
                  <Box key={label} sx={{ flex: 1, minWidth: 0 }}>
                    <Typography component="h3" variant="subtitle2">
                      {t(label)}
                    </Typography>
                    <Box
                      component="pre"
                      dir="ltr"
                      sx={{ m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', fontSize: 13 }}
                    >
                      {json(value)}
                    </Box>
                  </Box>
                ))}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setOpened(undefined)}>{t('common.close')}</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
