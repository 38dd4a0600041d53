// What a key may do (read is always on) and where it may be used from: shared by creating and editing.
import { useId } from 'react';
import { API_PERMISSIONS, type ApiPermission } from '../../core/apiKeys/apiKeys';
import { useI18n } from '../../i18n/intl';
import type { MessageId } from '../../i18n/messages';

export const PERMISSION_LABELS: Readonly<Record<ApiPermission, MessageId>> = { read: 'apikey.perm.read', trade: 'apikey.perm.trade', transfer: 'apikey.perm.transfer' };

export function KeySettingsFields({ permissions, onPermissions, ips, onIps, ipsProblem }: {
  permissions: readonly ApiPermission[];
  onPermissions: (next: readonly ApiPermission[]) => void;
  ips: string;
  onIps: (next: string) => void;
  ipsProblem: MessageId | undefined;
}) {
  const { t } = useI18n();
  const id = useId();
  const toggle = (p: ApiPermission, on: boolean) => onPermissions(API_PERMISSIONS.filter((x) => x === 'read' || (x === p ? on : permissions.includes(x))));
  return (
    <>
      <fieldset className="api-keys__perms">
        <legend>{t('apikey.field.permissions')}</legend>
        {API_PERMISSIONS.map((p) => (
          <label key={p} className="api-keys__perm">
            <input type="checkbox" checked={p === 'read' || permissions.includes(p)} disabled={p === 'read'} onChange={(e) => toggle(p, e.target.checked)} data-testid={`perm-${p}`} />
            {t(PERMISSION_LABELS[p])}
          </label>
        ))}
      </fieldset>
      <div className="auth-field">
        <label className="field__label" htmlFor={`${id}-ips`}>{t('apikey.field.ips')}</label>
        <textarea
          id={`${id}-ips`}
          className="auth-input api-keys__ips"
          dir="ltr"
          rows={2}
          value={ips}
          onChange={(e) => onIps(e.target.value)}
          aria-invalid={ipsProblem ? true : undefined}
          aria-describedby={`${id}-ips-hint${ipsProblem ? ` ${id}-ips-problem` : ''}`}
          data-testid="field-ips"
        />
        <span id={`${id}-ips-hint`} className="field__hint">{t('apikey.field.ipsHint')}</span>
        {ipsProblem ? <span id={`${id}-ips-problem`} className="auth-field__problem" data-testid="problem-ips">{t(ipsProblem)}</span> : null}
      </div>
    </>
  );
}
