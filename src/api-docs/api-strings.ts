import { useTranslations } from '../config/docs-context';

/** Labels of the API pages in the reader's language (descriptions stay as the packages wrote them). */
export function useApiStrings() {
  return useTranslations().api;
}
