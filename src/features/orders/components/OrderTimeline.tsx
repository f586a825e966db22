import { Step, StepLabel, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from '../../../shared/order-status';

/** Spec §2 Order detail: the four steps, the first named for the 'pending' status. */
export const TIMELINE_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Order Placed',
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
};

/**
 * Steps up to and including the current status are completed; the current one is also marked (bold,
 * "Current step", aria-current). An unknown status completes nothing and marks nothing.
 */
export function OrderTimeline({ status }: { status: string }) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const current = isOrderStatus(status) ? ORDER_STATUSES.indexOf(status) : -1;
  return (
    <Stepper
      component="ol"
      aria-label="Order progress"
      activeStep={current}
      alternativeLabel={!narrow}
      orientation={narrow ? 'vertical' : 'horizontal'}
      sx={{
        p: 0,
        m: 0,
        listStyle: 'none',
        // Completed and current steps in green: the yellow primary is too faint for an icon on white.
        '& .MuiStepIcon-root.Mui-completed, & .MuiStepIcon-root.Mui-active': { color: 'success.main' },
        '& .MuiStepConnector-root.Mui-completed .MuiStepConnector-line, & .MuiStepConnector-root.Mui-active .MuiStepConnector-line':
          {
            borderColor: 'success.main',
            borderTopWidth: 2,
          },
      }}
    >
      {ORDER_STATUSES.map((step, index) => {
        const isCurrent = index === current;
        return (
          <Step
            key={step}
            component="li"
            completed={index <= current}
            aria-current={isCurrent ? 'step' : undefined}
            data-state={isCurrent ? 'current' : index < current ? 'completed' : 'upcoming'}
          >
            <StepLabel
              optional={
                isCurrent ? (
                  <Typography variant="caption" color="success.main" sx={{ fontWeight: 600 }}>
                    Current step
                  </Typography>
                ) : undefined
              }
              sx={{ '& .MuiStepLabel-label': { fontWeight: isCurrent ? 700 : undefined } }}
            >
              {TIMELINE_LABELS[step]}
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}
