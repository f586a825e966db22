import { useState } from 'react';
import { SearchCombobox } from './SearchCombobox';
import { CategorySelect, SearchFrame, SearchSubmit } from './SearchFrame';
import type { SearchField, SearchValues } from './search-values';
import { useSearchForm } from './use-search-form';

export interface HeaderSearchFormProps {
  categories: readonly string[];
  /** The words and category to start from: typed into the first-paint form, or the results page's. */
  values: SearchValues;
  /** The field the first-paint form had the focus in: it takes it over. */
  focus?: SearchField;
}

/** The header search once in use: category select, the suggesting words box and submit, as one Formik form. */
export function HeaderSearchForm({ categories, values, focus }: HeaderSearchFormProps) {
  const { formik, blank, setWords } = useSearchForm(values);
  const [frame, setFrame] = useState<HTMLFormElement | null>(null);
  return (
    <SearchFrame ref={setFrame} onSubmit={formik.handleSubmit}>
      <CategorySelect
        value={formik.values.category}
        categories={categories}
        onChange={(category) => void formik.setFieldValue('category', category)}
        autoFocus={focus === 'category'}
      />
      <SearchCombobox value={formik.values.search} onChange={setWords} anchor={frame} autoFocus={focus === 'search'} />
      <SearchSubmit disabled={blank} />
    </SearchFrame>
  );
}
