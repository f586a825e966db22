import { useState } from 'react';
import { SearchCombobox } from './SearchCombobox';
import { CategorySelect, SearchFrame, SearchSubmit } from './SearchFrame';
import type { SearchValues } from './search-values';
import { useSearchForm } from './use-search-form';

export interface HeaderSearchFormProps {
  categories: readonly string[];
  /** The words and category to start from: typed into the first-paint form, or the results page's. */
  values: SearchValues;
  autoFocus: boolean;
}

/** The header search once in use: category select, the suggesting words box and submit, as one Formik form. */
export function HeaderSearchForm({ categories, values, autoFocus }: HeaderSearchFormProps) {
  const { formik, blank, setWords } = useSearchForm(values);
  const [frame, setFrame] = useState<HTMLFormElement | null>(null);
  return (
    <SearchFrame ref={setFrame} onSubmit={formik.handleSubmit}>
      <CategorySelect
        value={formik.values.category}
        categories={categories}
        onChange={(category) => void formik.setFieldValue('category', category)}
      />
      <SearchCombobox value={formik.values.search} onChange={setWords} anchor={frame} autoFocus={autoFocus} />
      <SearchSubmit disabled={blank} />
    </SearchFrame>
  );
}
