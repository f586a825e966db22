import Close from '@mui/icons-material/Close';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { Box, Dialog, IconButton, Typography, useTheme } from '@mui/material';
import { type KeyboardEvent, type MouseEvent, type PointerEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { GalleryArrow } from './GalleryArrow';
import { pictureForKey, stepped, useSwipe } from './gallery-moves';

/** How far the full-screen view zooms in. */
export const ZOOM = 2;

interface FullScreenPictureProps {
  open: boolean;
  pictures: readonly string[];
  index: number;
  altOf: (index: number) => string;
  onShow: (index: number) => void;
  onClose: () => void;
  /** Once the view has gone: where the focus goes back to. */
  onClosed: () => void;
}

/**
 * The gallery's full-screen view: the picture as large as the screen allows, the picture itself rather than
 * a rendered width (a drawing stays sharp, a photo shows all it has), zoomed 2× by a click, a tap, the zoom
 * button or + and -, the zoomed picture following the pointer. Escape closes it.
 */
export function FullScreenPicture({ open, pictures, index, altOf, onShow, onClose, onClosed }: FullScreenPictureProps) {
  const intl = useIntl();
  const rtl = useTheme().direction === 'rtl';
  const titleId = useId();
  const count = pictures.length;
  const [zoom, setZoom] = useState<{ x: number; y: number } | undefined>();
  const show = (next: number) => {
    setZoom(undefined);
    onShow(next);
  };
  const swipe = useSwipe((step) => show(stepped(index, step, count)), rtl);
  const zoomed = zoom !== undefined;

  /** The pointer's place on the picture, in percent: the point the zoom keeps under it. */
  const pointAt = (event: MouseEvent | PointerEvent) => {
    const box = event.currentTarget.getBoundingClientRect();
    const within = (value: number, start: number, size: number) =>
      size > 0 ? Math.min(100, Math.max(0, ((value - start) / size) * 100)) : 50;
    return { x: within(event.clientX, box.left, box.width), y: within(event.clientY, box.top, box.height) };
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') setZoom((current) => current ?? { x: 50, y: 50 });
    else if (event.key === '-') setZoom(undefined);
    else {
      const next = pictureForKey(event.key, index, count, rtl);
      if (next === undefined || count < 2) return;
      show(next);
    }
    event.preventDefault();
  };

  const arrow = (step: 1 | -1) => (
    <GalleryArrow step={step} onStep={() => show(stepped(index, step, count))} size="large" />
  );

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen
      aria-labelledby={titleId}
      disableRestoreFocus
      slotProps={{ transition: { onExited: onClosed } }}
      onKeyDown={onKeyDown}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, py: 0.5 }}>
        <Typography id={titleId} component="h2" sx={{ flex: 1, fontSize: 16, px: 1 }}>
          {intl.formatMessage({ id: 'gallery.position' }, { number: index + 1, total: count })}
        </Typography>
        <IconButton
          aria-label={intl.formatMessage({ id: zoomed ? 'gallery.zoomOut' : 'gallery.zoomIn' })}
          onClick={() => setZoom(zoomed ? undefined : { x: 50, y: 50 })}
        >
          {zoomed ? <ZoomOut /> : <ZoomIn />}
        </IconButton>
        <IconButton aria-label={intl.formatMessage({ id: 'gallery.close' })} onClick={onClose} edge="end">
          <Close />
        </IconButton>
      </Box>
      <Box
        {...(zoomed ? {} : swipe.handlers)}
        sx={{ position: 'relative', flex: 1, minHeight: 0, overflow: 'hidden', touchAction: zoomed ? 'none' : 'pan-y' }}
      >
        <Box
          component="img"
          src={pictures[index]}
          alt={altOf(index)}
          draggable={false}
          onClick={(event: MouseEvent) => {
            if (swipe.swiped()) return;
            setZoom(zoomed ? undefined : pointAt(event));
          }}
          onPointerMove={(event: PointerEvent) => {
            if (zoomed) setZoom(pointAt(event));
          }}
          sx={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'contain',
            userSelect: 'none',
            cursor: zoomed ? 'zoom-out' : 'zoom-in',
            transform: zoomed ? `scale(${ZOOM})` : 'none',
            transformOrigin: zoom ? `${zoom.x}% ${zoom.y}%` : 'center',
            transition: 'transform .2s ease-out',
          }}
        />
      </Box>
      {count > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, py: 1 }}>
          {arrow(-1)}
          {arrow(1)}
        </Box>
      )}
    </Dialog>
  );
}
