import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import type { useFieldBinder } from './form';

/** A chosen file's text (FileReader: what every browser the console supports has). */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

/**
 * Where a CSV comes from on the console's upload pages (a stock count, a products import): a file chosen from
 * the device, whose text fills the field below it, or the text pasted or typed there. A file past `maxBytes`
 * is not read: `onTooBig` says so.
 */
export function CsvSource({
  bound,
  chooseLabel,
  label,
  maxBytes,
  onTooBig,
  onText,
}: {
  bound: ReturnType<ReturnType<typeof useFieldBinder>>;
  chooseLabel: string;
  label: string;
  maxBytes: number;
  onTooBig: () => void;
  onText: (text: string) => Promise<unknown>;
}) {
  const read = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxBytes) onTooBig();
    else await onText(await textOf(file));
  };
  return (
    <>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ alignSelf: 'flex-start' }}>
        {chooseLabel}
        <input hidden type="file" accept=".csv,text/csv" onChange={(event) => void read(event.target.files?.[0])} />
      </Button>
      <TextField
        {...bound}
        label={label}
        multiline
        minRows={4}
        maxRows={12}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
      />
    </>
  );
}
