import { Link, Step, StepLabel, Stepper, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useIntl } from 'react-intl';
import {
  CANCELLED,
  isOrderStatus,
  ORDER_STATUS_DESCRIPTORS,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../universal/order-status';
import { NEW_TAB, NewTabNote } from '../../../browser-kit/ui/NewTabNote';
import type { Tracking } from '../../../universal/contracts/order';

/** A cancelled order was placed, then cancelled: those two steps, the last marked as an error. */
const CANCELLED_STEPS: readonly OrderStatus[] = ['pending', CANCELLED];

/** The shipped step's parcel: "DHL tracking number: 1234567890", the number opening DHL's tracking page. */
function Parcel({ tracking }: { tracking: Tracking }) {
  const intl = useIntl();
  return (
    <Typography variant="caption" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {intl.formatMessage(
        { id: 'orders.tracking.parcel' },
        {
          carrier: tracking.carrier,
          number: (
            <Link key="number" href={tracking.url} {...NEW_TAB}>
              <bdi>{tracking.number}</bdi>
              <NewTabNote />
            </Link>
          ),
        },
      )}
    </Typography>
  );
}

/**
 * Steps up to and including the current status are completed; the current one is also marked (bold,
 * "Current step", aria-current). An unknown status completes nothing and marks nothing. The shipped
 * step carries the parcel's carrier and tracking number when the order has them.
 */
export function OrderTimeline({ status, tracking }: { status: string; tracking?: Tracking }) {
  const intl = useIntl();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const steps = status === CANCELLED ? CANCELLED_STEPS : ORDER_STATUSES;
  const current = isOrderStatus(status) ? steps.indexOf(status) : -1;
  return (
    <Stepper
      component="ol"
      aria-label={intl.formatMessage({ id: 'orders.timeline.label' })}
      activeStep={current}
      alternativeLabel={!narrow}
      orientation={narrow ? 'vertical' : 'horizontal'}
      sx={{
        p: 0,
        m: 0,
        listStyle: 'none',
        // Completed and current steps in green: the yellow primary is too faint for an icon on white.
        '& .MuiStepIcon-root.Mui-completed, & .MuiStepIcon-root.Mui-active': { color: 'success.main' },
        // A cancelled order's last step is an error, drawn in red whatever its state.
        '& .MuiStepIcon-root.Mui-error, & .MuiStepIcon-root.Mui-error.Mui-active': { color: 'error.main' },
        '& .MuiStepConnector-root.Mui-completed .MuiStepConnector-line, & .MuiStepConnector-root.Mui-active .MuiStepConnector-line':
          {
            borderColor: 'success.main',
            borderTopWidth: 2,
          },
      }}
    >
      {steps.map((step, index) => {
        const isCurrent = index === current;
        const parcel = step === 'shipped' && tracking ? <Parcel tracking={tracking} /> : undefined;
        return (
          <Step
            key={step}
            component="li"
            completed={index <= current}
            aria-current={isCurrent ? 'step' : undefined}
            data-state={isCurrent ? 'current' : index < current ? 'completed' : 'upcoming'}
          >
            <StepLabel
              error={step === CANCELLED}
              optional={
                isCurrent || parcel ? (
                  <>
                    {isCurrent && (
                      <Typography
                        variant="caption"
                        component="span"
                        color={step === CANCELLED ? 'error.main' : 'success.main'}
                        sx={{ display: 'block', fontWeight: 600 }}
                      >
                        {intl.formatMessage({ id: 'orders.timeline.current' })}
                      </Typography>
                    )}
                    {parcel}
                  </>
                ) : undefined
              }
              sx={{ '& .MuiStepLabel-label': { fontWeight: isCurrent ? 700 : undefined } }}
            >
              {intl.formatMessage({ id: ORDER_STATUS_DESCRIPTORS[step].timeline })}
            </StepLabel>
          </Step>
        );
      })}
    </Stepper>
  );
}
