import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Box, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { passwordChecklist, passwordStrength, type StrengthScore, strengthLabel } from '../password-strength';

const SCORE_COLOURS: Record<StrengthScore, string> = {
  0: '#b12704',
  1: '#b12704',
  2: '#e47911',
  3: '#c7a200',
  4: '#3f8f3f',
  5: '#067d62',
};

/** The requirement checklist (spec §2): met items get a green tick, unmet ones an empty circle. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <List dense disablePadding aria-label="Password requirements">
      {passwordChecklist(password).map((item) => (
        <ListItem key={item.label} disableGutters sx={{ py: 0 }}>
          <ListItemIcon sx={{ minWidth: 26 }}>
            {item.met ? (
              <CheckCircle fontSize="small" color="success" titleAccess="met" />
            ) : (
              <RadioButtonUnchecked fontSize="small" sx={{ color: 'text.disabled' }} titleAccess="not met" />
            )}
          </ListItemIcon>
          <ListItemText
            primary={item.label}
            slotProps={{ primary: { variant: 'body2', color: item.met ? 'success.main' : 'text.secondary' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Strength bar with its five-level label, then the checklist; shown while a new password is typed. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const score = passwordStrength(password);
  const label = strengthLabel(score);
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          variant="determinate"
          value={score * 20}
          aria-label="Password strength"
          aria-valuetext={label}
          sx={{
            flex: 1,
            height: 6,
            borderRadius: 3,
            bgcolor: 'grey.200',
            '& .MuiLinearProgress-bar': { bgcolor: SCORE_COLOURS[score] },
          }}
        />
        <Typography
          variant="caption"
          sx={{ color: SCORE_COLOURS[score], fontWeight: 600, minWidth: 64, textAlign: 'right' }}
        >
          {label}
        </Typography>
      </Box>
      <PasswordChecklist password={password} />
    </Box>
  );
}
