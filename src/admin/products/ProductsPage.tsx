import AddIcon from '@mui/icons-material/Add';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { object } from 'yup';
import { ROLES_FOR } from '../../universal/staff-roles';
import {
  PRODUCT_STATES,
  type AdminProductRow,
  type ProductState,
  type ProductStockFilter,
} from '../../universal/contracts/admin/products';
import type { BulkProductAction } from '../../universal/bulk-products';
import { LOW_STOCK } from '../../universal/variants';
import { useAdminSelector } from '../hooks';
import { useFormats, useT } from '../i18n/use-t';
import { mayUse } from '../layout/sections';
import { FilterForm, SearchField, searchRule, useFilterForm } from '../lists/FilterForm';
import { ListPage, sortOf, useListQuery } from '../lists/ListPage';
import { PageHeading } from '../ui/PageHeading';
import { productsPath } from './paths';
import { DEFAULT_VIEW, PRODUCTS_URL, type ProductsView, queryOf, SORTS } from './products-view';
import { useProductsQuery } from './products-api';
import { BulkBar, BulkDialog, type BulkTarget } from './BulkActions';
import { STATE_LABEL, StateChip } from './StateChip';

const searchSchema = object({ q: searchRule });

/** A choice above the grid: it applies at once, without the search typed but not yet submitted. */
function ViewChoice<Value extends string>({
  label,
  value,
  choices,
  onChoose,
  minWidth,
}: {
  label: string;
  value: Value | undefined;
  /** Each choice's value and words, after "All" (no value). */
  choices: readonly [Value, string][];
  onChoose: (value: Value | undefined) => void;
  minWidth: number;
}) {
  const t = useT();
  return (
    <TextField
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChoose((event.target.value || undefined) as Value | undefined)}
      size="small"
      sx={{ minWidth }}
    >
      <MenuItem value="">{t('products.state.all')}</MenuItem>
      {choices.map(([choice, words]) => (
        <MenuItem key={choice} value={choice}>
          {words}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The search (title, number or SKU), the state and the stock above the grid; the search applies on Enter or the button. */
function ProductFilters({ view, onApply }: { view: ProductsView; onApply: (view: ProductsView) => void }) {
  const t = useT();
  const form = useFilterForm({
    values: { q: view.q ?? '' },
    empty: { q: '' },
    schema: searchSchema,
    onApply: (values) => onApply({ ...view, q: values.q.trim() || undefined, page: 0 }),
  });
  return (
    <FilterForm form={form} label={t('products.filters')} layout="search" submitLabel={t('products.searchSubmit')}>
      <SearchField form={form} label={t('products.search')} hint={t('products.searchHint')} minWidth={{ sm: 280 }} />
      <ViewChoice<ProductState>
        label={t('products.stateFilter')}
        value={view.state}
        choices={PRODUCT_STATES.map((state) => [state, t(STATE_LABEL[state])])}
        onChoose={(state) => onApply({ ...view, state, page: 0 })}
        minWidth={140}
      />
      <ViewChoice<ProductStockFilter>
        label={t('products.stockFilter')}
        value={view.stock}
        choices={[['low', t('products.stock.low', { max: LOW_STOCK })]]}
        onChoose={(stock) => onApply({ ...view, stock, page: 0 })}
        minWidth={140}
      />
    </FilterForm>
  );
}

const NONE_CHOSEN: GridRowSelectionModel = { type: 'include', ids: new Set() };

/**
 * /admin/products: products on sale, off sale and drafts, searched, sorted and paged by the server. The view
 * lives in the URL; a row opens the editor. The catalogue role and owners can make a product, count stock,
 * import a CSV, and choose rows (or every product the list finds) for a bulk action (decision 0127).
 */
export default function ProductsPage() {
  const t = useT();
  const formats = useFormats();
  const navigate = useNavigate();
  const role = useAdminSelector((state) => state.session.staff?.role);
  const mayEdit = role !== undefined && mayUse(role, ROLES_FOR.catalogue);
  const { list, view, show, result } = useListQuery(PRODUCTS_URL, queryOf, useProductsQuery);
  const open = (row: AdminProductRow) => void navigate(productsPath.one(row.id));
  const [chosen, setChosen] = useState<GridRowSelectionModel>(NONE_CHOSEN);
  const [everything, setEverything] = useState(false);
  const [asking, setAsking] = useState<BulkProductAction>();
  const clear = () => {
    setChosen(NONE_CHOSEN);
    setEverything(false);
  };
  // Another search or state is another list: what was chosen in the last one is let go.
  useEffect(clear, [view.q, view.state]);
  const total = result.data?.total ?? 0;
  const ids = [...chosen.ids].map(Number);
  const target: BulkTarget = everything
    ? { filter: { ...(view.q && { q: view.q }), ...(view.state && { state: view.state }) }, count: total }
    : { ids, count: ids.length };
  const pageRows = result.data?.rows ?? [];
  const wholePageChosen = pageRows.length > 0 && pageRows.every((row) => chosen.ids.has(row.id));

  const columns = useMemo<GridColDef<AdminProductRow>[]>(
    () => [
      { field: 'id', headerName: t('products.number'), width: 90, type: 'number' },
      {
        field: 'title',
        headerName: t('products.title'),
        flex: 1,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={productsPath.one(row.id)}>
            {row.title}
          </Link>
        ),
      },
      {
        field: 'state',
        headerName: t('products.stateFilter'),
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <StateChip state={row.state} />,
      },
      { field: 'category', headerName: t('products.category'), width: 150, sortable: false },
      {
        field: 'price',
        headerName: t('products.price'),
        width: 110,
        type: 'number',
        valueFormatter: (value: number) => formats.money(value),
      },
      { field: 'variants', headerName: t('products.variantCount'), width: 100, type: 'number', sortable: false },
      { field: 'stock', headerName: t('products.stock'), width: 100, type: 'number', sortable: false },
    ],
    [t, formats],
  );

  return (
    <ListPage
      title={t('products.heading')}
      heading={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', mb: 1 }}>
          <PageHeading>{t('products.heading')}</PageHeading>
          {mayEdit && (
            <Stack direction="row" sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
              <Button component={RouterLink} to={productsPath.stock} startIcon={<Inventory2Icon />}>
                {t('stock.title')}
              </Button>
              <Button component={RouterLink} to={productsPath.import} startIcon={<UploadFileIcon />}>
                {t('products.import')}
              </Button>
              <Button component={RouterLink} to={productsPath.new} variant="contained" startIcon={<AddIcon />}>
                {t('products.new')}
              </Button>
            </Stack>
          )}
        </Stack>
      }
      filters={
        <>
          <ProductFilters view={view} onApply={show} />
          {mayEdit && target.count > 0 && (
            <BulkBar
              target={target}
              total={total}
              wholePageChosen={wholePageChosen}
              onChooseAll={() => setEverything(true)}
              onClear={clear}
              onAction={setAsking}
            />
          )}
          {asking && (
            <BulkDialog
              action={asking}
              target={target}
              onClose={() => setAsking(undefined)}
              onDone={() => {
                setAsking(undefined);
                clear();
              }}
            />
          )}
        </>
      }
      result={result}
      columns={columns}
      list={list}
      onOpen={open}
      sortModel={[{ field: view.sort, sort: view.direction }]}
      onSortModelChange={(model) => show({ ...view, page: 0, ...sortOf(model, SORTS, DEFAULT_VIEW) })}
      noRowsLabel={view.q || view.state || view.stock ? t('products.noneFound') : t('products.none')}
      checkboxSelection={mayEdit}
      rowSelectionModel={chosen}
      onRowSelectionModelChange={(model) => {
        // A row let go (or chosen) by hand: the choice is the rows again, not the whole list.
        setEverything(false);
        setChosen(model);
      }}
    />
  );
}
