import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { IconButton, type IconButtonProps } from '@mui/material';
import { useIntl } from 'react-intl';
import { flipInRtl } from '../../../../browser-kit/ui/flip-in-rtl';

export type GalleryArrowProps = Omit<IconButtonProps, 'aria-label' | 'onClick'> & {
  /** 1 for the next picture, -1 for the previous one. */
  step: 1 | -1;
  onStep: (step: 1 | -1) => void;
};

/** The next or previous picture's button; its chevron points the way the pictures run (mirrored in Arabic). */
export function GalleryArrow({ step, onStep, ...props }: GalleryArrowProps) {
  const intl = useIntl();
  const Icon = step === 1 ? ChevronRight : ChevronLeft;
  return (
    <IconButton
      aria-label={intl.formatMessage({ id: step === 1 ? 'gallery.next' : 'gallery.previous' })}
      onClick={() => onStep(step)}
      {...props}
    >
      <Icon sx={flipInRtl} />
    </IconButton>
  );
}
