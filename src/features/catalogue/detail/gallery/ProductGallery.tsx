/** @jsxImportSource @emotion/react */
import Fullscreen from '@mui/icons-material/Fullscreen';
import { useTheme } from '@mui/material';
import { type KeyboardEvent, lazy, Suspense, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { mainPictureTiming } from '../../../../universal/main-picture';
import { pictureSources } from '../../../../universal/picture-sources';
import { LeanIconButton } from '../../../../browser-kit/ui/LeanIconButton';
import { keyed, plainButtonLook, sxRule, themeStyles } from '../../../../browser-kit/ui/theme-styles';
import { visuallyHidden } from '../../../../browser-kit/visually-hidden';
import { GalleryArrow } from './GalleryArrow';
import { pictureForKey, stepped, useSwipe } from './gallery-moves';
import { MAIN_PICTURE_PX, MAIN_PICTURE_SIZES, THUMBNAIL_PX } from './picture-sizes';

/** The full-screen view (and MUI's Dialog and Modal) loads on first open: it is not part of the page's first paint. */
const FullScreenPicture = lazy(() =>
  import(/* webpackChunkName: "gallery-full-screen" */ './FullScreenPicture').then((module) => ({
    default: module.FullScreenPicture,
  })),
);

export interface ProductGalleryProps {
  /** The pictures, in the order shown: the chosen variant's first (shownPictures / picturesOf). */
  pictures: readonly string[];
  /** The product's title: each picture is "{title}, picture 2 of 4" to a screen reader. */
  alt: string;
}

/** The gallery's own elements' styles, made once per theme (decision 0086). */
const useGalleryStyles = themeStyles((theme) => ({
  gallery: sxRule(theme, { width: '100%', maxWidth: MAIN_PICTURE_PX, mx: 'auto' }),
  stage: sxRule(theme, { position: 'relative', touchAction: 'pan-y' }),
  picture: sxRule(theme, {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '1 / 1',
    objectFit: 'contain',
    cursor: 'zoom-in',
    userSelect: 'none',
  }),
  position: sxRule(theme, visuallyHidden),
  thumbnails: sxRule(theme, {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: 1,
    p: 0,
    m: 0,
    mt: 1.5,
  }),
  thumbnailItem: sxRule(theme, { listStyle: 'none' }),
  /** A thumbnail's button, framed in the primary colour while its picture is shown. */
  thumbnailButton: keyed((current: boolean) =>
    sxRule(
      theme,
      { p: '2px', borderRadius: 1, border: 2, borderColor: current ? 'primary.main' : 'divider' },
      plainButtonLook(theme),
    ),
  ),
  thumbnail: sxRule(theme, { display: 'block', objectFit: 'contain' }),
  /** The arrows over the picture, on white at its sides (over GalleryArrow's IconButton look, as their `sx` was). */
  arrow: keyed((step: 1 | -1) =>
    sxRule(theme, {
      position: 'absolute',
      top: '50%',
      transform: 'translateY(-50%)',
      [step === 1 ? 'insetInlineEnd' : 'insetInlineStart']: 0,
      bgcolor: 'background.paper',
      boxShadow: 1,
      '&:hover': { bgcolor: 'background.paper' },
    }),
  ),
  /** The full-screen button, on white in the picture's corner (over IconButton's small look, as its `sx` was). */
  fullScreenButton: sxRule(theme, {
    position: 'absolute',
    bottom: 0,
    insetInlineEnd: 0,
    bgcolor: 'background.paper',
    boxShadow: 1,
  }),
}));

/**
 * The product page's pictures: the one shown, arrows and thumbnails to change it (swipe on a phone, arrow
 * keys, Home and End on a desktop, following the page's direction) and a full-screen view with zoom. Only
 * the first picture loads with the page, at once and first (the page's largest paint); the others wait.
 */
export function ProductGallery({ pictures, alt }: ProductGalleryProps) {
  const intl = useIntl();
  const styles = useGalleryStyles();
  const rtl = useTheme().direction === 'rtl';
  const count = pictures.length;
  // Another choice (a colour) brings other pictures: the gallery starts again at their first.
  const key = pictures.join('\n');
  const [shown, setShown] = useState({ key, index: 0 });
  const index = shown.key === key ? Math.min(shown.index, count - 1) : 0;
  const show = (next: number) => setShown({ key, index: next });
  const [fullScreen, setFullScreen] = useState(false);
  const [fullScreenUsed, setFullScreenUsed] = useState(false);
  const openFullScreen = () => {
    setFullScreenUsed(true);
    setFullScreen(true);
  };
  const fullScreenButton = useRef<HTMLButtonElement>(null);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const swipe = useSwipe((step) => show(stepped(index, step, count)), rtl);

  if (count === 0) return null;
  const position = (at: number) => ({ number: at + 1, total: count });
  const altOf = (at: number) => intl.formatMessage({ id: 'gallery.pictureAlt' }, { title: alt, ...position(at) });
  const picture = pictures[index] as string;
  const { src, srcSet } = pictureSources(picture);
  const first = index === 0;

  const onKeyDown = (event: KeyboardEvent) => {
    const next = pictureForKey(event.key, index, count, rtl);
    if (next === undefined || count < 2) return;
    event.preventDefault();
    show(next);
    // Among the thumbnails the keys move the focus too, as along a row of tabs.
    if (thumbnails.current.includes(event.target as HTMLButtonElement)) thumbnails.current[next]?.focus();
  };

  const arrow = (step: 1 | -1) => (
    <GalleryArrow step={step} onStep={() => show(stepped(index, step, count))} look={styles.arrow(step)} />
  );

  return (
    <section
      aria-label={intl.formatMessage({ id: 'gallery.label' }, { title: alt })}
      onKeyDown={onKeyDown}
      css={styles.gallery}
    >
      <div {...swipe.handlers} css={styles.stage}>
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet && MAIN_PICTURE_SIZES}
          alt={altOf(index)}
          width={MAIN_PICTURE_PX}
          height={MAIN_PICTURE_PX}
          // The first picture is the page's largest paint: fetched at once, ahead of everything else, and its
          // paint starts the app (src/universal/page-start.ts).
          loading={first ? 'eager' : 'lazy'}
          decoding={first ? undefined : 'async'}
          {...(first ? { fetchpriority: 'high' } : {})}
          {...mainPictureTiming(first)}
          draggable={false}
          onClick={() => {
            if (!swipe.swiped()) openFullScreen();
          }}
          css={styles.picture}
        />
        {count > 1 && arrow(-1)}
        {count > 1 && arrow(1)}
        <LeanIconButton
          ref={fullScreenButton}
          aria-label={intl.formatMessage({ id: 'gallery.fullScreen' })}
          onClick={openFullScreen}
          size="small"
          look={styles.fullScreenButton}
        >
          <Fullscreen />
        </LeanIconButton>
      </div>
      {count > 1 && (
        <>
          <div css={styles.position} aria-live="polite">
            {intl.formatMessage({ id: 'gallery.position' }, position(index))}
          </div>
          <ul css={styles.thumbnails}>
            {pictures.map((thumbnail, at) => {
              const sources = pictureSources(thumbnail);
              return (
                <li key={thumbnail} css={styles.thumbnailItem}>
                  <button
                    type="button"
                    ref={(element) => {
                      thumbnails.current[at] = element;
                    }}
                    aria-label={intl.formatMessage({ id: 'gallery.show' }, position(at))}
                    aria-current={at === index ? 'true' : undefined}
                    onClick={() => show(at)}
                    css={styles.thumbnailButton(at === index)}
                  >
                    <img
                      src={sources.src}
                      srcSet={sources.srcSet}
                      sizes={sources.srcSet && `${THUMBNAIL_PX}px`}
                      alt=""
                      width={THUMBNAIL_PX}
                      height={THUMBNAIL_PX}
                      loading="lazy"
                      decoding="async"
                      css={styles.thumbnail}
                    />
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {fullScreenUsed && (
        <Suspense fallback={null}>
          <FullScreenPicture
            open={fullScreen}
            pictures={pictures}
            index={index}
            altOf={altOf}
            onShow={show}
            onClose={() => setFullScreen(false)}
            // Back where the shopper was, whether the view was opened by its button or by a click on the picture.
            onClosed={() => fullScreenButton.current?.focus()}
          />
        </Suspense>
      )}
    </section>
  );
}
