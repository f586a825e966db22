/** @jsxImportSource @emotion/react */
import { Button, Checkbox, Divider, FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { Fragment, useId } from 'react';
import { useIntl } from 'react-intl';
import type { FacetsResponse } from '../../../core/contracts/search';
import { FACET_OPTIONS, type FacetOption } from '../../../core/product-query';
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
import { OptionFilter } from './OptionFilter';
import { sxRule, themeStyles, typographyLook } from '../../../shared/ui/theme-styles';

interface FilterSidebarProps {
  view: ListView;
  /** Counts for the current query and the other active filters (undefined until they arrive). */
  facets: FacetsResponse | undefined;
  onChange: (change: ViewChange) => void;
  onClear: () => void;
}

/** The sidebar's own elements' styles, made once per theme (decision 0086). */
const useSidebarStyles = themeStyles((theme) => ({
  section: sxRule(theme, { py: 1.5 }),
  title: sxRule(theme, { fontWeight: 700, fontSize: 15, mb: 0.5 }, typographyLook(theme, 'body1')),
  ratings: sxRule(theme, { display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }),
  stars: sxRule(theme, { color: 'shop.star', fontSize: 18, letterSpacing: '1px', mr: 0.75, lineHeight: 1 }),
  starsOff: sxRule(theme, { color: 'shop.border' }),
}));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  const styles = useSidebarStyles();
  return (
    <section aria-labelledby={id} css={styles.section}>
      <h2 id={id} css={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const labelSx = { '& .MuiFormControlLabel-label': { fontSize: 14 } };

const OPTION_TITLES = { size: 'filter.size', colour: 'filter.colour' } as const satisfies Record<FacetOption, string>;

/**
 * In stock only, Brands, Size, Colour, Price and Customer Reviews with their counts, each change a new
 * URL (so Back undoes it). Size and Colour show only when the result has them or one is chosen.
 */
export function FilterSidebar({ view, facets, onChange, onClear }: FilterSidebarProps) {
  const intl = useIntl();
  const bandCount = (min: number, max: number) =>
    facets?.priceBands.find((band) => band.min === min && band.max === max)?.count;
  const floorCount = (floor: number) => facets?.ratingFloors.find((rating) => rating.floor === floor)?.count;
  const optionValues = (key: FacetOption) =>
    facets && (facets.options.find((option) => option.key === key)?.values ?? []);
  const styles = useSidebarStyles();
  return (
    <div>
      <Section title={intl.formatMessage({ id: 'filter.availability' })}>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={view.inStock}
              onChange={(event) => onChange({ inStock: event.target.checked })}
            />
          }
          label={intl.formatMessage({ id: 'filter.inStock' })}
          sx={labelSx}
        />
      </Section>
      <Divider />
      <Section title={intl.formatMessage({ id: 'filter.brands' })}>
        <BrandFilter brands={facets?.brands} chosen={view.brands} onChange={(brands) => onChange({ brands })} />
      </Section>
      <Divider />
      {FACET_OPTIONS.map((key) => {
        const values = optionValues(key);
        if (!values?.length && view[key].length === 0) return null;
        return (
          <Fragment key={key}>
            <Section title={intl.formatMessage({ id: OPTION_TITLES[key] })}>
              <OptionFilter values={values} chosen={view[key]} onChange={(chosen) => onChange({ [key]: chosen })} />
            </Section>
            <Divider />
          </Fragment>
        );
      })}
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
        <div css={styles.ratings}>
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
                <span aria-hidden css={styles.stars}>
                  {'★'.repeat(stars)}
                  <span css={styles.starsOff}>{'★'.repeat(5 - stars)}</span>
                </span>
                <FacetLabel text={intl.formatMessage({ id: 'filter.rating' }, { stars })} count={floorCount(stars)} />
              </Button>
            );
          })}
        </div>
      </Section>
      <Divider />
      <div css={styles.section}>
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
      </div>
    </div>
  );
}
