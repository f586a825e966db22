/** @jsxImportSource @emotion/react */
import { Fragment, useId } from 'react';
import { useIntl } from 'react-intl';
import type { FacetsResponse } from '../../../universal/contracts/search';
import { FACET_OPTIONS, type FacetOption } from '../../../universal/product-query';
import { activeFilterCount, type ListView, PRICE_BANDS, RATING_OPTIONS, type ViewChange } from '../list-view';
import { BrandFilter } from './BrandFilter';
import { FacetLabel } from './FacetLabel';
import { OptionFilter } from './OptionFilter';
import { ChoiceColumn, LabelledChoice } from '../../../browser-kit/ui/LabelledChoice';
import { ButtonWithOptions } from '../../../browser-kit/ui/ButtonWithOptions';
import { LeanDivider } from '../../../browser-kit/ui/LeanDivider';
import { sxRule, themeStyles, typographyLook } from '../../../browser-kit/ui/theme-styles';

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
  /** A rating's button, by whether it is the chosen one: bold on a soft fill, ringed. */
  rating: [false, true].map((chosen) =>
    sxRule(theme, {
      color: 'text.primary',
      borderRadius: 1,
      px: 1,
      fontWeight: chosen ? 700 : 400,
      bgcolor: chosen ? 'shop.selectedSoft' : 'transparent',
      outline: chosen ? '1px solid' : 'none',
      outlineColor: 'primary.dark',
    }),
  ),
  clear: sxRule(theme, { borderColor: 'shop.border' }),
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
  const priceGroup = useId();
  return (
    <div>
      <Section title={intl.formatMessage({ id: 'filter.availability' })}>
        <LabelledChoice
          type="checkbox"
          checked={view.inStock}
          onChange={(event) => onChange({ inStock: event.target.checked })}
          label={intl.formatMessage({ id: 'filter.inStock' })}
        />
      </Section>
      <LeanDivider />
      <Section title={intl.formatMessage({ id: 'filter.brands' })}>
        <BrandFilter brands={facets?.brands} chosen={view.brands} onChange={(brands) => onChange({ brands })} />
      </Section>
      <LeanDivider />
      {FACET_OPTIONS.map((key) => {
        const values = optionValues(key);
        if (!values?.length && view[key].length === 0) return null;
        return (
          <Fragment key={key}>
            <Section title={intl.formatMessage({ id: OPTION_TITLES[key] })}>
              <OptionFilter values={values} chosen={view[key]} onChange={(chosen) => onChange({ [key]: chosen })} />
            </Section>
            <LeanDivider />
          </Fragment>
        );
      })}
      <Section title={intl.formatMessage({ id: 'filter.price' })}>
        <ChoiceColumn role="radiogroup" aria-label={intl.formatMessage({ id: 'filter.price' })}>
          <LabelledChoice
            type="radio"
            name={priceGroup}
            value=""
            checked={!view.price}
            onChange={() => onChange({ price: undefined })}
            label={intl.formatMessage({ id: 'filter.price.all' })}
          />
          {PRICE_BANDS.map((band) => (
            <LabelledChoice
              key={band.value}
              type="radio"
              name={priceGroup}
              value={band.value}
              checked={view.price === band.value}
              onChange={() => onChange({ price: band.value })}
              label={<FacetLabel text={<bdi>{band.label}</bdi>} count={bandCount(band.min, band.max)} />}
            />
          ))}
        </ChoiceColumn>
      </Section>
      <LeanDivider />
      <Section title={intl.formatMessage({ id: 'filter.reviews' })}>
        <div css={styles.ratings}>
          {RATING_OPTIONS.map((stars) => {
            const selected = view.rating === stars;
            return (
              <ButtonWithOptions
                key={stars}
                variant="text"
                aria-pressed={selected}
                // Spec §2: clicking the chosen rating again clears the filter.
                onClick={() => onChange({ rating: selected ? undefined : stars })}
                look={styles.rating[Number(selected)]}
              >
                <span aria-hidden css={styles.stars}>
                  {'★'.repeat(stars)}
                  <span css={styles.starsOff}>{'★'.repeat(5 - stars)}</span>
                </span>
                <FacetLabel text={intl.formatMessage({ id: 'filter.rating' }, { stars })} count={floorCount(stars)} />
              </ButtonWithOptions>
            );
          })}
        </div>
      </Section>
      <LeanDivider />
      <div css={styles.section}>
        <ButtonWithOptions
          variant="outlined"
          color="inherit"
          size="small"
          onClick={onClear}
          disabled={activeFilterCount(view) === 0}
          look={styles.clear}
        >
          {intl.formatMessage({ id: 'filter.clear' })}
        </ButtonWithOptions>
      </div>
    </div>
  );
}
