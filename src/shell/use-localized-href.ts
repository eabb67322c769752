import { useCallback } from 'react';
import { useDocsConfig } from '../config/docs-context';
import { localizePathname } from '../config/language';
import { isInternalHref } from './router-path';

/** Maps internal `/x/...` links to the reader's language (`/x/zh/...` in Chinese); other links pass through. */
export function useLocalizedHref(): (href: string) => string {
  const { userLanguage } = useDocsConfig();
  return useCallback(
    (href: string) => {
      if (!isInternalHref(href)) return href;
      const [path = '', hash] = href.split('#', 2);
      const localized = localizePathname(path, userLanguage);
      return hash === undefined ? localized : `${localized}#${hash}`;
    },
    [userLanguage],
  );
}
