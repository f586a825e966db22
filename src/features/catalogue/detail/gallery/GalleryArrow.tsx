import type { SerializedStyles } from '@emotion/react';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { useIntl } from 'react-intl';
import { flipInRtl } from '../../../../browser-kit/ui/flip-in-rtl';
import { LeanIconButton } from '../../../../browser-kit/ui/LeanIconButton';

export interface GalleryArrowProps {
  /** 1 for the next picture, -1 for the previous one. */
  step: 1 | -1;
  onStep: (step: 1 | -1) => void;
  /** IconButton's size: medium on the page, large in the full-screen view. */
  size?: 'medium' | 'large';
  /** A rule over the button's look (`sxRule(theme, {…})` made once per theme), as `sx` was over IconButton's. */
  look?: SerializedStyles;
}

/**
 * The next or previous picture's button, drawn as MUI's IconButton (LeanIconButton); its chevron points the way
 * the pictures run (mirrored in Arabic).
 */
export function GalleryArrow({ step, onStep, size, look }: GalleryArrowProps) {
  const intl = useIntl();
  const Icon = step === 1 ? ChevronRight : ChevronLeft;
  return (
    <LeanIconButton
      aria-label={intl.formatMessage({ id: step === 1 ? 'gallery.next' : 'gallery.previous' })}
      onClick={() => onStep(step)}
      size={size}
      look={look}
    >
      <Icon sx={flipInRtl} />
    </LeanIconButton>
  );
}
