/** @jsxImportSource @emotion/react */
import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { LeanButton } from '../../../browser-kit/ui/LeanButton';
import { Spinner } from '../../../browser-kit/ui/Spinner';
import { themeStyles } from '../../../browser-kit/ui/theme-styles';

export interface SubmitButtonProps {
  pending: boolean;
  /** The spec's pending label, e.g. 'Signing in...'. */
  pendingLabel: string;
  disabled?: boolean;
  children: ReactNode;
}

/** `<Button variant="contained" fullWidth sx={{ py: 1 }} startIcon={…}>`'s box and its start icon's room. */
const useSubmitStyles = themeStyles(() => ({
  button: css({ width: '100%', paddingTop: 8, paddingBottom: 8 }),
  startIcon: css({ display: 'inherit', marginRight: 8, marginLeft: -4 }),
}));

/**
 * The yellow full-width submit of the auth forms: disabled while pending, with the pending label and a spinner.
 * Drawn as MUI's Button draws it, without Button's and CircularProgress's components (decision 0142).
 */
export function SubmitButton({ pending, pendingLabel, disabled = false, children }: SubmitButtonProps) {
  const styles = useSubmitStyles();
  return (
    <LeanButton variant="contained" type="submit" disabled={pending || disabled} look={styles.button}>
      {pending && (
        <span css={styles.startIcon}>
          <Spinner size={16} tone="inherit" />
        </span>
      )}
      {pending ? pendingLabel : children}
    </LeanButton>
  );
}
