import { Button } from '@mui/material';

/**
 * A toast's one action button ('Sign in', 'Get help'). Toasts render outside the router, so the caller
 * hands in what the click does (close the toast, then navigate).
 */
export function ToastAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button color="inherit" size="small" variant="outlined" sx={{ fontWeight: 700, minHeight: 32 }} onClick={onClick}>
      {label}
    </Button>
  );
}
