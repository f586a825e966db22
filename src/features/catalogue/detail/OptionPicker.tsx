/** @jsxImportSource @emotion/react */
import { useTheme } from '@mui/material';
import { type KeyboardEvent, type Ref, useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductOption } from '../../../universal/contracts/catalogue';
import { keyed, plainButtonLook, sxRule, themeStyles, typographyLook } from '../../../browser-kit/ui/theme-styles';
import { visuallyHidden } from '../../../browser-kit/visually-hidden';

export type ValueAvailability = 'available' | 'sold-out' | 'unavailable';

export interface OptionPickerProps {
  option: ProductOption;
  /** The value picked, if any. */
  chosen: string | undefined;
  /** How each value stands with the rest of the choice. */
  availability: (value: string) => ValueAvailability;
  onChoose: (value: string) => void;
  /** "Please choose a Size": shown under the values (and read with the group) once an add found it open. */
  error?: string;
  /** The radio group, so the page can bring the shopper to it. */
  groupRef?: Ref<HTMLDivElement>;
}

/**
 * The picker's styles, made once per theme (decision 0086): a product page has one picker per option and a
 * radio per value, each drawn by how it stands.
 */
const usePickerStyles = themeStyles((theme) => ({
  heading: sxRule(theme, { display: 'block', fontSize: 14, mb: 0.75 }, typographyLook(theme, 'body1')),
  group: sxRule(theme, { display: 'flex', flexWrap: 'wrap', gap: 1 }),
  /** A radio's look, by whether it is chosen, then by how its value stands. */
  radio: keyed((checked: boolean) =>
    keyed((standing: ValueAvailability) =>
      sxRule(
        theme,
        {
          minWidth: 48,
          minHeight: 44,
          px: 1.25,
          py: 0.5,
          gap: 1,
          borderRadius: 1,
          border: checked ? 2 : 1,
          borderStyle: standing === 'sold-out' ? 'dashed' : 'solid',
          borderColor: checked ? 'info.main' : 'shop.borderStrong',
          bgcolor: checked ? 'shop.choiceSelected' : 'background.paper',
          // The same outer size picked or not: the thicker border eats into the padding.
          m: checked ? 0 : '1px',
          color: standing === 'available' ? 'text.primary' : 'text.secondary',
          fontSize: 14,
          flexDirection: 'column',
        },
        plainButtonLook(theme),
      ),
    ),
  ),
  face: sxRule(theme, { display: 'inline-flex', alignItems: 'center', gap: 0.75 }),
  swatch: sxRule(theme, {
    width: 20,
    height: 20,
    borderRadius: '50%',
    border: 1,
    borderColor: 'shop.borderStrong',
    flexShrink: 0,
  }),
  struckLabel: sxRule(theme, { textDecoration: 'line-through' }),
  soldOut: sxRule(theme, { fontSize: 12, lineHeight: 1.2 }),
  hidden: sxRule(theme, visuallyHidden),
  error: sxRule(theme, { color: 'error.main', fontSize: 14, mt: 0.5 }, typographyLook(theme, 'body1')),
}));

/** The keys that move along the values, forwards (+1) or backwards (-1), mirrored right to left. */
function stepOf(key: string, rtl: boolean): number | 'first' | 'last' | undefined {
  switch (key) {
    case 'ArrowDown':
      return 1;
    case 'ArrowUp':
      return -1;
    case 'ArrowRight':
      return rtl ? -1 : 1;
    case 'ArrowLeft':
      return rtl ? 1 : -1;
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return undefined;
  }
}

/**
 * One option (Size, Colour…) as an ARIA radio group: named by the option, one tab stop (the picked value,
 * or the first), arrows move and pick (wrapping; left and right follow the reading direction), Space picks.
 * A value no variant has with the rest of the choice is struck through and aria-disabled; one only sold out
 * says so. Both can still be picked, to see them: the buy box refuses to add them and says why.
 */
export function OptionPicker({ option, chosen, availability, onChoose, error, groupRef }: OptionPickerProps) {
  const intl = useIntl();
  const styles = usePickerStyles();
  const rtl = useTheme().direction === 'rtl';
  const labelId = useId();
  const errorId = useId();
  const radios = useRef<(HTMLButtonElement | null)[]>([]);
  const values = option.values;
  const chosenIndex = values.findIndex((value) => value.value === chosen);
  const tabStop = chosenIndex === -1 ? 0 : chosenIndex;
  const chosenLabel = values[chosenIndex]?.label;

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = stepOf(event.key, rtl);
    if (step === undefined) return;
    event.preventDefault();
    const count = values.length;
    const next = step === 'first' ? 0 : step === 'last' ? count - 1 : (index + step + count) % count;
    const value = values[next];
    if (!value) return;
    onChoose(value.value);
    radios.current[next]?.focus();
  }

  return (
    <div>
      <span css={styles.heading}>
        {/* The group is named by the option alone; the picked value is announced by its radio. */}
        {chosenLabel === undefined ? (
          <span id={labelId}>{option.name}</span>
        ) : (
          <FormattedMessage
            id="product.option.heading"
            values={{
              option: <span id={labelId}>{option.name}</span>,
              value: chosenLabel,
              strong: (chunks) => <strong dir="auto">{chunks}</strong>,
            }}
          />
        )}
      </span>
      <div
        ref={groupRef}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-required
        aria-invalid={error ? true : undefined}
        css={styles.group}
      >
        {values.map((value, index) => {
          const standing = availability(value.value);
          const checked = index === chosenIndex;
          return (
            <button
              type="button"
              key={value.value}
              ref={(element) => {
                radios.current[index] = element;
              }}
              role="radio"
              aria-checked={checked}
              aria-disabled={standing === 'unavailable' || undefined}
              tabIndex={index === tabStop ? 0 : -1}
              onClick={() => onChoose(value.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              css={styles.radio(checked)(standing)}
            >
              <span css={styles.face}>
                {value.swatch !== undefined && (
                  // The swatch's colour is the value's own: an inline style, not a rule per colour.
                  <span aria-hidden css={styles.swatch} style={{ backgroundColor: value.swatch }} />
                )}
                <span dir="auto" css={standing === 'unavailable' ? styles.struckLabel : undefined}>
                  {value.label}
                </span>
              </span>
              {standing === 'sold-out' && (
                <span css={styles.soldOut}>
                  {/* A space, so the radio's name reads "M Sold out", not "MSold out". */}{' '}
                  {intl.formatMessage({ id: 'product.option.soldOut' })}
                </span>
              )}
              {standing === 'unavailable' && (
                <span css={styles.hidden}> {intl.formatMessage({ id: 'product.option.unavailable' })}</span>
              )}
            </button>
          );
        })}
      </div>
      {error && (
        <p id={errorId} css={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
