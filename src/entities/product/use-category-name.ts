import { useIntl } from 'react-intl';
import { useShopperLocale } from '../../browser-kit/i18n/shopper-locale';
import { categoryName, type NamedIn } from '../../universal/i18n/category-names';
import { useGetCategoryNamesQuery } from './catalogue-api';

/** The owners' category names in the shop language (the shell's server render loads them on every page). */
export function useCategoryNames(): NamedIn {
  const { locale } = useShopperLocale();
  return { names: useGetCategoryNamesQuery().data, language: locale };
}

/** Names a category as shoppers read it in the page's language (categoryName, with the owners' names). */
export function useCategoryName(): (category: string) => string {
  const intl = useIntl();
  const named = useCategoryNames();
  return (category) => categoryName(category, intl.formatMessage, named);
}
