/**
 * Stands in for MUI's Select as TextField's default `select` slot in the browser bundle (webpack.config.ts
 * replaces TextField's import of it with this module), so text fields bring no Select, menu, popover or
 * modal. A select TextField passes the real Select as its slot: SelectField does.
 */
export default function SelectSlotRequired(): never {
  throw new Error(
    'A select TextField takes MUI’s Select as its `select` slot: use SelectField (src/browser-kit/ui/SelectField.tsx).',
  );
}
