/** @jsxImportSource @emotion/react */
import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { pictureBoxRule } from '../../../entities/product';

/** Spec §8: a related product's image is retried twice, after (index+1)×500 ms, then 'Image not available'. */
export const IMAGE_RETRIES = 2;
export const retryDelayMs = (index: number) => (index + 1) * 500;

interface RetryingImageProps {
  src: string;
  alt: string;
  size: number;
  index: number;
}

export function RetryingImage({ src, alt, size, index }: RetryingImageProps) {
  const intl = useIntl();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    setAttempt(0);
    setFailed(false);
  }, [src]);

  const retryOrGiveUp = () => {
    if (attempt >= IMAGE_RETRIES) {
      setFailed(true);
      return;
    }
    timer.current = setTimeout(() => setAttempt((value) => value + 1), retryDelayMs(index));
  };
  // A server-rendered image may have failed before the page hydrated, when React was not yet
  // listening: a finished image that cannot be decoded is that missed error.
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (image.current?.complete) image.current.decode().catch(retryOrGiveUp);
    // Only the markup found at hydration; later failures arrive through onError.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (failed) {
    return (
      <Box
        sx={{
          width: size,
          maxWidth: '100%',
          aspectRatio: '1 / 1',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'shop.surfaceHover',
          color: 'text.secondary',
        }}
      >
        <Typography variant="body2">{intl.formatMessage({ id: 'product.imageUnavailable' })}</Typography>
      </Box>
    );
  }
  // A new query string makes the browser ask again rather than reuse the failed answer.
  const current = attempt === 0 ? src : `${src}${src.includes('?') ? '&' : '?'}retry=${attempt}`;
  return (
    <img
      src={current}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      ref={image}
      onError={retryOrGiveUp}
      css={pictureBoxRule(size)}
    />
  );
}
