import Link from '@mui/material/Link';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import type { useFormats, useT } from '../i18n/use-t';

/**
 * The columns the orders and returns lists both show, alike: the number that opens a row's page, when it
 * was made, and who it is for.
 */

/** The row's number, `#` first, left to right, as the link to its page. */
export function numberColumn<Row extends GridValidRowModel & { id: string; number: string }>(
  headerName: string,
  pathOf: (id: string) => string,
): GridColDef<Row> {
  return {
    field: 'number',
    headerName,
    sortable: false,
    width: 120,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={pathOf(row.id)} dir="ltr">
        {`#${row.number}`}
      </Link>
    ),
  };
}

/** When the row was made (placed, requested), as a date and a time. */
export function madeColumn<Row extends GridValidRowModel & { createdAt: string }>(
  headerName: string,
  formats: ReturnType<typeof useFormats>,
): GridColDef<Row> {
  return { field: 'createdAt', headerName, width: 180, valueFormatter: (value: string) => formats.dateTime(value) };
}

/** Whose the row is: the name and the email, and a guest said as one. */
export function customerColumn<Row extends GridValidRowModel & { name: string; email: string; guest: boolean }>(
  headerName: string,
  t: ReturnType<typeof useT>,
): GridColDef<Row> {
  return {
    field: 'name',
    headerName,
    sortable: false,
    flex: 1,
    minWidth: 200,
    valueGetter: (_value, row) => `${row.name} · ${row.email}${row.guest ? ` (${t('orders.guest')})` : ''}`,
  };
}
