import { TextField } from '@mui/material';
import { SORT_OPTIONS, type SortOrder } from '../list-view';

/** A native select: the phone's own picker on mobile, and fully keyboard operable everywhere. */
export function SortSelect({ value, onChange }: { value: SortOrder; onChange: (sort: SortOrder) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      value={value}
      onChange={(event) => onChange(event.target.value as SortOrder)}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 210, bgcolor: 'common.white' }}
    >
      {SORT_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
