import { Autocomplete, Box } from '@mui/material';
import { type MutableRefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { MAX_SEARCH_LENGTH } from '../../../universal/product-query';
import { visuallyHidden } from '../../../browser-kit/visually-hidden';
import { searchInputSx } from './SearchFrame';
import { SuggestionGroup, SuggestionRow } from './SuggestionRow';
import type { Suggestion } from './suggestion-options';
import { useSuggestions } from './use-suggestions';

export interface SearchComboboxProps {
  /** The words (the form's `search` field) and their setter. */
  value: string;
  onChange: (words: string) => void;
  /** The element the suggestions hang under and take the width of: the whole search bar. */
  anchor: HTMLElement | null;
  autoFocus?: boolean;
}

/**
 * The words box as an ARIA 1.2 combobox (MUI Autocomplete: role=combobox on the input, aria-expanded,
 * aria-controls its listbox, aria-activedescendant for the active option). Arrow keys move through
 * the options, Enter opens the active one or, with none active, submits the form; Escape closes the
 * list, a second Escape clears the words. Categories and up to 8 products, asked for as typing rests.
 */
export function SearchCombobox({ value, onChange, anchor, autoFocus = false }: SearchComboboxProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement | null>(null);
  const [open, setOpen] = useState(false);
  const { options, answered, pending } = useSuggestions(value);
  const words = value.trim();

  // A search or an opened suggestion leads to another page: the list has done its job.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  // A layout effect, run in the same task as the swap: between the swap and a passive effect the page
  // can take a key press, and with the focus on the body that key (an Enter, a letter) would be lost.
  useLayoutEffect(() => {
    // Taking over from the first-paint input the shopper is typing in: keep their caret at the end.
    if (!autoFocus || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(input.current.value.length, input.current.value.length);
  }, [autoFocus]);
  useEffect(() => {
    // Words typed before the takeover get their suggestions without waiting for another key (once
    // Autocomplete's own effects have run: opened before them, the list is closed again).
    if (autoFocus && input.current?.value.trim()) setOpen(true);
  }, [autoFocus]);

  const status = pending
    ? ''
    : intl.formatMessage({ id: 'search.suggest.status' }, { count: options.length, words: answered || words });

  return (
    <>
      <Autocomplete<Suggestion, false, false, false>
        open={open && words !== ''}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        // The server has matched and ranked them; Autocomplete's own text filter would drop typo matches.
        filterOptions={(all) => all}
        groupBy={(option) => option.kind}
        getOptionLabel={(option) => option.label}
        getOptionKey={(option) => option.key}
        isOptionEqualToValue={(option, other) => option.key === other.key}
        value={null}
        inputValue={value}
        onInputChange={(_event, text, reason) => {
          // 'reset' would write an opened option's label into the box; the shopper's words stay.
          if (reason === 'input' || reason === 'clear') onChange(text);
        }}
        onChange={(_event, option, reason) => {
          if (!option || reason !== 'selectOption') return;
          setOpen(false);
          input.current?.blur();
          navigate(option.to);
        }}
        clearOnBlur={false}
        clearOnEscape
        handleHomeEndKeys={false}
        loading={pending && options.length === 0}
        loadingText={intl.formatMessage({ id: 'search.suggest.loading' })}
        noOptionsText={intl.formatMessage({ id: 'search.suggest.none' }, { words })}
        sx={{ flex: 1, minWidth: 0, display: 'flex' }}
        slotProps={{
          popper: {
            anchorEl: anchor,
            placement: 'bottom-start',
            style: { width: Math.max(anchor?.clientWidth ?? 0, 280) },
          },
          paper: { elevation: 8, sx: { mt: 0.5, borderRadius: 1 } },
          listbox: { sx: { maxHeight: 'min(70vh, 560px)', py: 0.5 } },
        }}
        renderGroup={(params) => (
          <SuggestionGroup key={params.key} kind={params.group as Suggestion['kind']}>
            {params.children}
          </SuggestionGroup>
        )}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <SuggestionRow option={option} />
          </li>
        )}
        renderInput={(params) => (
          <Box ref={params.InputProps.ref} sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
            <Box component="label" {...params.InputLabelProps} sx={visuallyHidden}>
              {intl.formatMessage({ id: 'search.input' })}
            </Box>
            <Box
              component="input"
              {...params.inputProps}
              ref={(element: HTMLInputElement | null) => {
                input.current = element;
                const { ref } = params.inputProps;
                if (typeof ref === 'function') ref(element);
                else if (ref) (ref as MutableRefObject<HTMLInputElement | null>).current = element;
              }}
              name="search"
              placeholder={intl.formatMessage({ id: 'search.placeholder' })}
              maxLength={MAX_SEARCH_LENGTH}
              enterKeyHint="search"
              sx={searchInputSx}
            />
          </Box>
        )}
      />
      {/* Read out as the answer changes: how many suggestions there are for the words, or none. */}
      <Box role="status" sx={visuallyHidden}>
        {open && words ? status : ''}
      </Box>
    </>
  );
}
