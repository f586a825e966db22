import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** What a part of a page says in place of a list that has nothing in it. */
export function EmptyText({ children }: { children: string }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** A column's heading: its words, or its words and `right` for a column of figures. */
export type Heading = string | { label: ReactNode; align?: 'right' };

/**
 * A short table that the page holds whole (sessions, staff, a customer's orders and returns, rates,
 * variants, a stock count's preview): small cells, a name for screen readers, a row of headings, and a
 * row for each item. It scrolls sideways rather than squeezing on a narrow screen. With `empty`, no items
 * show that sentence instead of the table.
 */
export function PlainTable<Row>({
  label,
  headings,
  rows,
  rowKey,
  cells,
  empty,
  frame = 'box',
  sx,
  tableSx,
}: {
  /** The table's name for screen readers. */
  label: string;
  headings: readonly Heading[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string | number;
  /** A row's cells (TableCell elements). */
  cells: (row: Row, index: number) => ReactNode;
  empty?: string;
  /**
   * What scrolls: a plain box, or MUI's TableContainer (the settings, variants and stock-count tables
   * always had one; it adds only a 100 % width that a block has anyway, so the two look alike).
   */
  frame?: 'box' | 'container';
  /** The frame's spacing from what is around it. */
  sx?: { mt?: number; mb?: number };
  tableSx?: SxProps<Theme>;
}) {
  if (empty !== undefined && !rows.length) return <EmptyText>{empty}</EmptyText>;
  const table = (
    <Table size="small" aria-label={label} sx={tableSx}>
      <TableHead>
        <TableRow>
          {headings.map((heading, index) =>
            typeof heading === 'string' ? (
              <TableCell key={index}>{heading}</TableCell>
            ) : (
              <TableCell key={index} align={heading.align}>
                {heading.label}
              </TableCell>
            ),
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)}>{cells(row, index)}</TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return frame === 'box' ? (
    <Box sx={{ overflowX: 'auto', ...sx }}>{table}</Box>
  ) : (
    <TableContainer sx={{ overflowX: 'auto', ...sx }}>{table}</TableContainer>
  );
}

/** A heading over a column of figures. */
export const right = (label: string): Heading => ({ label, align: 'right' });
