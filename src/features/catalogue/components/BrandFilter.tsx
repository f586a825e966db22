import { Typography } from '@mui/material';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FacetCount } from '../../../universal/contracts/search';
import { BRANDS_WITHOUT_FINDER, brandChoices } from '../brands';
import { FacetLabel } from './FacetLabel';
import { ChoiceColumn, LabelledChoice } from '../../../browser-kit/ui/LabelledChoice';
import { LeanSearchField } from '../../../browser-kit/ui/LeanSearchField';
import { sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';

const useFinderStyles = themeStyles((theme) => ({ finder: sxRule(theme, { my: 0.5 }) }));

interface BrandFilterProps {
  /** The result's brands with their counts (undefined until the counts arrive). */
  brands: readonly FacetCount[] | undefined;
  chosen: readonly string[];
  onChange: (brands: string[]) => void;
}

/** Brand checkboxes with counts; past a handful, a box narrows them by name (and reaches the ones not listed). */
export function BrandFilter({ brands = [], chosen, onChange }: BrandFilterProps) {
  const intl = useIntl();
  const finderStyles = useFinderStyles();
  const [finder, setFinder] = useState('');
  const { shown, matching } = brandChoices(brands, chosen, finder);
  const isChosen = (brand: string) => chosen.some((item) => item.toLowerCase() === brand.toLowerCase());
  const toggle = (brand: string, checked: boolean) =>
    onChange(checked ? [...chosen, brand] : chosen.filter((item) => item.toLowerCase() !== brand.toLowerCase()));

  if (shown.length === 0 && brands.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage({ id: 'filter.brands.none' })}
      </Typography>
    );
  }
  const listedMatches = shown.filter((brand) => !isChosen(brand.value)).length;
  return (
    <>
      {brands.length > BRANDS_WITHOUT_FINDER && (
        <LeanSearchField
          fullWidth
          label={intl.formatMessage({ id: 'filter.brands.find' })}
          value={finder}
          onChange={(event) => setFinder(event.target.value)}
          look={finderStyles.finder}
        />
      )}
      <ChoiceColumn scroll>
        {shown.map((brand) => (
          <LabelledChoice
            key={brand.value}
            type="checkbox"
            checked={isChosen(brand.value)}
            onChange={(event) => toggle(brand.value, event.target.checked)}
            label={<FacetLabel text={brand.value} count={brand.count} />}
          />
        ))}
      </ChoiceColumn>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
        {matching === 0
          ? intl.formatMessage({ id: 'filter.brands.noMatch' }, { text: finder.trim() })
          : listedMatches < matching
            ? intl.formatMessage({ id: 'filter.brands.more' }, { shown: listedMatches, total: matching })
            : ''}
      </Typography>
    </>
  );
}
