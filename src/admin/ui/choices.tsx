import MenuItem from '@mui/material/MenuItem';

/**
 * A select's choices: a MenuItem for each value, valued by itself and worded by `label` (the value itself
 * unless given). With `ownLanguage`, each value is a language's tag worded in that language, and says so
 * with its lang.
 */
export function choicesOf<Value extends string>(
  values: readonly Value[],
  label: (value: Value) => string = (value) => value,
  { ownLanguage = false }: { ownLanguage?: boolean } = {},
) {
  return values.map((value) => (
    <MenuItem key={value} value={value} lang={ownLanguage ? value : undefined}>
      {label(value)}
    </MenuItem>
  ));
}
