import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import { schemaOnDemand } from '../../../browser-kit/ui/schema-on-demand';
import { type SearchValues, searchUrl } from './search-values';

const validateSearch = schemaOnDemand<SearchValues>(() =>
  import('../../../universal/validation/search-schema').then((rules) => rules.searchFormSchema),
);

/**
 * The Formik form behind both search boxes: the shared yup schema, and a submit that goes to the
 * results. `values` re-initialises the form when they change (a results page shows what it searched).
 */
export function useSearchForm(values: SearchValues) {
  const navigate = useNavigate();
  const formik = useFormik<SearchValues>({
    initialValues: values,
    enableReinitialize: true,
    validate: validateSearch,
    // Checked on submit only: a yup run per keystroke would compete with the suggestions for the phone's CPU.
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: (submitted) => {
      navigate(searchUrl(submitted));
    },
  });
  return {
    formik,
    /** Spec §2: submit stays disabled while the words are blank. */
    blank: formik.values.search.trim() === '',
    setWords: (words: string) => void formik.setFieldValue('search', words),
  };
}
