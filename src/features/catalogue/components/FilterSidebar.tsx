import { Box, Button, Divider, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { FacetsResponse } from '../../../core/contracts/search';
import {
  activeFilterCount,
  type ListView,
  PRICE_BANDS,
  type PriceBand,
  RATING_OPTIONS,
  type ViewChange,
} from '../list-view';
import { BrandFilter } from './BrandFilter';
import { FacetLabel } from './FacetLabel';

interface FilterSidebarProps {
  view: ListView;
  /** Counts for the current query and the other active filters (undefined until they arrive). */
  facets: FacetsResponse | undefined;
  onChange: (change: ViewChange) => void;
  onClear: () => void;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: 1.5 }}>
      <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: 15, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const labelSx = { '& .MuiFormControlLabel-label': { fontSize: 14 } };

/** Brands, Price and Customer Reviews with their counts, each change a new URL (so Back undoes it). */
export function FilterSidebar({ view, facets, onChange, onClear }: FilterSidebarProps) {
  const intl = useIntl();
  const bandCount = (min: number, max: number) =>
    facets?.priceBands.find((band) => band.min === min && band.max === max)?.count;
  const floorCount = (floor: number) => facets?.ratingFloors.find((rating) => rating.floor === floor)?.count;
  return (
    <Box>
      <Section title={intl.formatMessage({ id: 'filter.brands' })}>
        <BrandFilter brands={facets?.brands} chosen={view.brands} onChange={(brands) => onChange({ brands })} />
      </Section>
      <Divider />
      <Section title={intl.formatMessage({ id: 'filter.price' })}>
        <RadioGroup
          aria-label={intl.formatMessage({ id: 'filter.price' })}
          value={view.price ?? ''}
          onChange={(event) => onChange({ price: (event.target.value || undefined) as PriceBand | undefined })}
        >
          <FormControlLabel
            value=""
            control={<Radio size="small" />}
            label={intl.formatMessage({ id: 'filter.price.all' })}
            sx={labelSx}
          />
          {PRICE_BANDS.map((band) => (
            <FormControlLabel
              key={band.value}
              value={band.value}
              control={<Radio size="small" />}
              label={<FacetLabel text={<bdi>{band.label}</bdi>} count={bandCount(band.min, band.max)} />}
              sx={labelSx}
            />
          ))}
        </RadioGroup>
      </Section>
      <Divider />
      <Section title={intl.formatMessage({ id: 'filter.reviews' })}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
          {RATING_OPTIONS.map((stars) => {
            const selected = view.rating === stars;
            return (
              <Button
                key={stars}
                variant="text"
                aria-pressed={selected}
                // Spec §2: clicking the chosen rating again clears the filter.
                onClick={() => onChange({ rating: selected ? undefined : stars })}
                sx={{
                  color: 'text.primary',
                  borderRadius: 1,
                  px: 1,
                  fontWeight: selected ? 700 : 400,
                  bgcolor: selected ? 'shop.selectedSoft' : 'transparent',
                  outline: selected ? '1px solid' : 'none',
                  outlineColor: 'primary.dark',
                }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{ color: 'shop.star', fontSize: 18, letterSpacing: '1px', mr: 0.75, lineHeight: 1 }}
                >
                  {'★'.repeat(stars)}
                  <Box component="span" sx={{ color: 'shop.border' }}>
                    {'★'.repeat(5 - stars)}
                  </Box>
                </Box>
                <FacetLabel text={intl.formatMessage({ id: 'filter.rating' }, { stars })} count={floorCount(stars)} />
              </Button>
            );
          })}
        </Box>
      </Section>
      <Divider />
      <Box sx={{ py: 1.5 }}>
        <Button
          variant="outlined"
          color="inherit"
          size="small"
          onClick={onClear}
          disabled={activeFilterCount(view) === 0}
          sx={{ borderColor: 'shop.border' }}
        >
          {intl.formatMessage({ id: 'filter.clear' })}
        </Button>
      </Box>
    </Box>
  );
}
