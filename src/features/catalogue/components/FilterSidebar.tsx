import {
  Box,
  Button,
  Checkbox,
  Divider,
  FormControlLabel,
  FormGroup,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import {
  activeFilterCount,
  type ListView,
  PRICE_BANDS,
  type PriceBand,
  RATING_OPTIONS,
  type ViewChange,
} from '../list-view';
import { visuallyHidden } from '../../../shared/visually-hidden';

interface FilterSidebarProps {
  view: ListView;
  brands: readonly string[];
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

/** Brands, Price and Customer Reviews, each change a new URL (so Back undoes it). */
export function FilterSidebar({ view, brands, onChange, onClear }: FilterSidebarProps) {
  const toggleBrand = (brand: string, checked: boolean) =>
    onChange({
      brands: checked
        ? [...view.brands, brand]
        : view.brands.filter((chosen) => chosen.toLowerCase() !== brand.toLowerCase()),
    });
  const chosen = (brand: string) => view.brands.some((item) => item.toLowerCase() === brand.toLowerCase());
  return (
    <Box>
      <Section title="Brands">
        {brands.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No brands to choose from
          </Typography>
        ) : (
          <FormGroup>
            {brands.map((brand) => (
              <FormControlLabel
                key={brand}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen(brand)}
                    onChange={(event) => toggleBrand(brand, event.target.checked)}
                  />
                }
                label={brand}
                sx={{ '& .MuiFormControlLabel-label': { fontSize: 14 } }}
              />
            ))}
          </FormGroup>
        )}
      </Section>
      <Divider />
      <Section title="Price">
        <RadioGroup
          aria-label="Price"
          value={view.price ?? ''}
          onChange={(event) => onChange({ price: (event.target.value || undefined) as PriceBand | undefined })}
        >
          <FormControlLabel
            value=""
            control={<Radio size="small" />}
            label="All"
            sx={{ '& .MuiFormControlLabel-label': { fontSize: 14 } }}
          />
          {PRICE_BANDS.map((band) => (
            <FormControlLabel
              key={band.value}
              value={band.value}
              control={<Radio size="small" />}
              label={band.label}
              sx={{ '& .MuiFormControlLabel-label': { fontSize: 14 } }}
            />
          ))}
        </RadioGroup>
      </Section>
      <Divider />
      <Section title="Customer Reviews">
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
                  outline: selected ? '1px solid #f0c14b' : 'none',
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
                <Box component="span" sx={visuallyHidden}>
                  {stars} stars{' '}
                </Box>
                & up
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
          Clear all filters
        </Button>
      </Box>
    </Box>
  );
}
