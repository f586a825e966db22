import { Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  pending: boolean;
  /** The spec's pending label, e.g. 'Signing in...'. */
  pendingLabel: string;
  disabled?: boolean;
  children: ReactNode;
}

/** The yellow full-width submit of the auth forms: disabled while pending, with the pending label. */
export function SubmitButton({ pending, pendingLabel, disabled = false, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth
      disabled={pending || disabled}
      startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
      sx={{ py: 1 }}
    >
      {pending ? pendingLabel : children}
    </Button>
  );
}
