/** @jsxImportSource @emotion/react */
import { alpha, Box, Typography, useTheme } from '@mui/material';
import { useIntl } from 'react-intl';
import { LeanButton } from '../../../browser-kit/ui/LeanButton';
import { sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';
import { HERO_IMAGE } from './hero';
import { mainPictureTiming } from '../../../universal/main-picture';
import { regionName, takesThe } from '../../../universal/i18n/display-names';
import { FreeDeliveryNote } from '../../../entities/delivery';
import { useShopperLocale } from '../../../browser-kit/i18n/shopper-locale';

/** The call to action's size over the button's look, made once per theme. */
const useCallStyles = themeStyles((theme) =>
  sxRule(theme, { px: { xs: 2, md: 3 }, py: { md: 1.25 }, fontSize: { md: 16 } }),
);

/** The home page's opening picture; it fades into the page so the category tiles can sit over it. */
export function HeroBanner() {
  const intl = useIntl();
  const { locale, shipTo } = useShopperLocale();
  const theme = useTheme();
  const callLook = useCallStyles();
  // Darker where the headline starts (the left, or the right on a right-to-left page).
  const towardsText = theme.direction === 'rtl' ? '270deg' : '90deg';
  return (
    <Box sx={{ position: 'relative', overflow: 'hidden', height: { xs: 230, sm: 300, md: 400 } }}>
      <Box
        component="img"
        src={HERO_IMAGE.src}
        width={HERO_IMAGE.width}
        height={HERO_IMAGE.height}
        alt={intl.formatMessage({ id: 'home.hero.alt' })}
        // The page's main picture: its paint starts the app (src/universal/page-start.ts).
        {...mainPictureTiming(true)}
        sx={{
          position: 'absolute',
          inset: 0,
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          objectPosition: { xs: '88% center', md: 'center' },
        }}
      />
      {/* Darker behind the headline so it reads over the picture; faded at the foot into the page. */}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background: `linear-gradient(${towardsText}, rgba(8,45,68,.88) 0%, rgba(8,45,68,.55) 45%, rgba(8,45,68,0) 70%)`,
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: { xs: 'none', md: 'block' },
          // Fades the picture into the page's background.
          background: ({ palette: { background } }) =>
            `linear-gradient(to bottom, ${alpha(background.default, 0)} 40%, ${alpha(background.default, 0.6)} 75%, ${background.default} 100%)`,
        }}
      />
      <Box
        sx={{
          position: 'relative',
          maxWidth: 1500,
          mx: 'auto',
          px: { xs: 2, md: 6 },
          pt: { xs: 3, md: 6 },
          color: 'common.white',
        }}
      >
        <Typography
          component="h1"
          sx={{
            fontWeight: 800,
            fontSize: { xs: 20, sm: 30, md: 40 },
            lineHeight: 1.15,
            maxWidth: { xs: 250, sm: 460, md: 640 },
            textShadow: '0 1px 2px rgba(0,0,0,.25)',
          }}
        >
          {intl.formatMessage(
            { id: 'home.hero.title' },
            { country: regionName(shipTo, locale), the: takesThe(shipTo) },
          )}
        </Typography>
        <Typography sx={{ mt: 1, mb: 2, fontSize: { xs: 13, md: 18 }, maxWidth: { xs: 220, sm: 420 } }}>
          {intl.formatMessage({ id: 'home.hero.body' })} <FreeDeliveryNote />
        </Typography>
        <LeanButton to="/products?deals=true" variant="contained" look={callLook}>
          {intl.formatMessage({ id: 'home.hero.cta' })}
        </LeanButton>
      </Box>
    </Box>
  );
}
