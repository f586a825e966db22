/**
 * Stands in for MUI's Input and FilledInput (the `standard` and `filled` variants) where TextField, Select and
 * NativeSelect import them in the browser bundle (webpack.config.ts), so a page with a text field brings the
 * outlined input alone. Every field of the shop is outlined, MUI's default; ESLint holds `variant` off
 * TextField and Select.
 */
export default function OutlinedInputOnly(): never {
  throw new Error('The shop’s fields are outlined: the browser bundle has no standard or filled input.');
}
