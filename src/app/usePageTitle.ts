import { useEffect } from 'react';
import { useI18n } from '../i18n/intl';

export function usePageTitle(title: string): void {
  const { t } = useI18n();
  const name = t('app.name');
  useEffect(() => {
    document.title = `${title} | ${name}`;
  }, [title, name]);
}
