import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ROLES_FOR } from '../../universal/staff-roles';
import { useAdminSelector } from '../hooks';
import { useT } from '../i18n/use-t';
import { mayUse } from '../layout/sections';
import { PageHeading } from '../ui/PageHeading';
import { useToast, useToastedCall } from '../ui/use-toast';
import { type ExportRequest, useExportCsvMutation } from './reports-api';

/**
 * A button that downloads a list as CSV with its filters (the server streams it and records who asked,
 * with the filter), for the roles that may export (owners); nothing for the others.
 */
export function ExportButton({ request, label }: { request: ExportRequest; label?: string }) {
  const t = useT();
  const toast = useToast();
  const call = useToastedCall();
  const role = useAdminSelector((state) => state.session.staff?.role);
  const [exportCsv, exporting] = useExportCsvMutation();
  if (role === undefined || !mayUse(role, ROLES_FOR.reports)) return null;
  const download = () =>
    void call(
      () => exportCsv(request).unwrap(),
      () => toast.success('reports.exported'),
    );
  return (
    <Button variant="outlined" startIcon={<DownloadIcon />} disabled={exporting.isLoading} onClick={download}>
      {label ?? t('reports.exportList', { list: t(`reports.export.${request.name}`) })}
    </Button>
  );
}

/** A list page's heading with its export buttons beside it. */
export function HeadingWithExports({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
      <PageHeading>{title}</PageHeading>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 1 }}>
        {children}
      </Stack>
    </Stack>
  );
}
