/** @jsxImportSource @emotion/react */
import type { OptionValueCount } from '../../../universal/contracts/search';
import { FacetLabel } from './FacetLabel';
import { ChoiceColumn, LabelledChoice } from '../../../browser-kit/ui/LabelledChoice';
import { sxRule, themeStyles } from '../../../browser-kit/ui/theme-styles';

interface OptionFilterProps {
  /** The option's values among the result, with their counts (undefined until the counts arrive). */
  values: readonly OptionValueCount[] | undefined;
  chosen: readonly string[];
  onChange: (values: string[]) => void;
}

/** A value as listed: its count unknown until the counts arrive. */
type Shown = Omit<OptionValueCount, 'count'> & { count: number | undefined };

/** The swatch's shape, made once per theme (decision 0086); its colour is the value's own. */
const useSwatchStyles = themeStyles((theme) => ({
  swatch: sxRule(theme, {
    display: 'inline-block',
    width: 14,
    height: 14,
    borderRadius: '50%',
    border: 1,
    borderColor: 'shop.border',
    verticalAlign: 'middle',
    marginInlineEnd: 0.75,
  }),
}));

/** A colour value's swatch beside its name: decoration, the name says it. */
function Swatch({ colour }: { colour: string }) {
  const styles = useSwatchStyles();
  return <span aria-hidden css={styles.swatch} style={{ backgroundColor: colour }} />;
}

/**
 * Checkboxes for the values of one option (sizes, colours) with their counts and swatches. A value
 * chosen that the result no longer has stays listed, counted 0, so it can be unchecked.
 */
export function OptionFilter({ values, chosen, onChange }: OptionFilterProps) {
  const listed: Shown[] = [...(values ?? [])];
  const gone = chosen
    .filter((value) => !listed.some((item) => item.value === value))
    .map((value): Shown => ({ value, label: value, count: values && 0 }));
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...chosen, value] : chosen.filter((item) => item !== value));
  return (
    <ChoiceColumn scroll>
      {[...listed, ...gone].map((item) => (
        <LabelledChoice
          key={item.value}
          type="checkbox"
          checked={chosen.includes(item.value)}
          onChange={(event) => toggle(item.value, event.target.checked)}
          label={
            <FacetLabel
              text={
                <>
                  {item.swatch && <Swatch colour={item.swatch} />}
                  {item.label}
                </>
              }
              count={item.count}
            />
          }
        />
      ))}
    </ChoiceColumn>
  );
}
