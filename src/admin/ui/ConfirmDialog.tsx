import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useToastedCall } from './use-toast';
import { useT } from '../i18n/use-t';

/** Whether a ConfirmDialog is asking: `ask` opens it (a button, a form's submit), `close` closes it. */
export function useConfirming() {
  const [open, setOpen] = useState(false);
  return { open, ask: () => setOpen(true), close: () => setOpen(false) };
}

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  /** The confirming button's colour: 'error' (the default) for what takes something away. */
  tone?: 'error' | 'primary';
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone; the safe choice (keep) has the focus. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busy,
  tone = 'error',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const t = useT();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      role="alertdialog"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {t('common.keep')}
        </Button>
        <Button color={tone} variant="contained" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A button for what takes something away: it asks first (ConfirmDialog), then runs `call`; its failure is
 * said in an error toast, its answer goes to `done`.
 */
export function ConfirmedButton<Answer>({
  children,
  label,
  title,
  text,
  confirmLabel,
  call,
  done,
  disabled,
}: {
  children: ReactNode;
  /** The button's name for screen readers, where its words alone do not say what it removes. */
  label?: string;
  title: string;
  text: string;
  confirmLabel: string;
  call: () => Promise<Answer>;
  done: (answer: Answer) => void;
  disabled?: boolean;
}) {
  const confirming = useConfirming();
  const toasted = useToastedCall();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await toasted(call, done);
    setBusy(false);
    confirming.close();
  };
  return (
    <>
      <Button
        size="small"
        color="error"
        onClick={confirming.ask}
        aria-label={label}
        disabled={disabled}
        sx={{ alignSelf: 'flex-start' }}
      >
        {children}
      </Button>
      <ConfirmDialog
        open={confirming.open}
        title={title}
        text={text}
        confirmLabel={confirmLabel}
        busy={busy}
        onConfirm={() => void confirm()}
        onClose={confirming.close}
      />
    </>
  );
}
