import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { Box, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import type { MessageId } from '../../universal/i18n/messages';
import {
  passwordChecklist,
  passwordStrength,
  type StrengthLabel,
  type StrengthScore,
  strengthLabel,
} from '../../universal/password-strength';
import { useIntl } from 'react-intl';

const SCORE_COLOURS: Record<StrengthScore, string> = {
  0: 'error.main',
  1: 'error.main',
  2: 'shop.warning',
  3: 'shop.fair',
  4: 'shop.good',
  5: 'success.main',
};

const STRENGTH_TEXT: Record<StrengthLabel, MessageId> = {
  'Very Weak': 'ui.password.strength.veryWeak',
  Weak: 'ui.password.strength.weak',
  Fair: 'ui.password.strength.fair',
  Good: 'ui.password.strength.good',
  Strong: 'ui.password.strength.strong',
};

/** The checklist's rules in the order passwordChecklist lists them. */
const RULE_TEXT: readonly MessageId[] = [
  'ui.password.rule.length',
  'ui.password.rule.lowercase',
  'ui.password.rule.uppercase',
  'ui.password.rule.number',
];

const ruleText = (index: number): MessageId => RULE_TEXT[index] ?? 'ui.password.rule.length';

/** The requirement checklist (spec §2): met items get a green tick, unmet ones an empty circle. */
export function PasswordChecklist({ password }: { password: string }) {
  const intl = useIntl();
  return (
    <List dense disablePadding aria-label={intl.formatMessage({ id: 'ui.password.requirements' })}>
      {passwordChecklist(password).map((item, index) => (
        <ListItem key={item.label} disableGutters sx={{ py: 0 }}>
          <ListItemIcon sx={{ minWidth: 26 }}>
            {item.met ? (
              <CheckCircle
                fontSize="small"
                color="success"
                titleAccess={intl.formatMessage({ id: 'ui.password.requirementMet' })}
              />
            ) : (
              <RadioButtonUnchecked
                fontSize="small"
                sx={{ color: 'text.disabled' }}
                titleAccess={intl.formatMessage({ id: 'ui.password.requirementNotMet' })}
              />
            )}
          </ListItemIcon>
          <ListItemText
            primary={intl.formatMessage({ id: ruleText(index) })}
            slotProps={{ primary: { variant: 'body2', color: item.met ? 'success.main' : 'text.secondary' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** Strength bar with its five-level label, then the checklist; shown while a new password is typed. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const intl = useIntl();
  const score = passwordStrength(password);
  const label = intl.formatMessage({ id: STRENGTH_TEXT[strengthLabel(score)] });
  return (
    <Box sx={{ mt: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress
          variant="determinate"
          value={score * 20}
          aria-label={intl.formatMessage({ id: 'ui.password.strength' })}
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
