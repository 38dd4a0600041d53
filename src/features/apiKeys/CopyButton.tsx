// Copies a value to the clipboard and says so; a refused clipboard leaves the value selectable on screen.
import { useState } from 'react';
import { useI18n } from '../../i18n/intl';

export function CopyButton({ text, testId }: { text: string; testId: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard.writeText(text).then(() => setCopied(true), () => setCopied(false));
  };
  return (
    <button type="button" className="button api-keys__copy" onClick={copy} data-testid={testId}>
      <span aria-live="polite">{t(copied ? 'apikey.copied' : 'apikey.copy')}</span>
    </button>
  );
}
