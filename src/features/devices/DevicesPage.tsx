// /devices: every device key bound to the account's live sessions, this one marked. Removing one
// ends its sessions at the gateway at once; its next signed call is refused with 00004 and that
// browser logs out by the error catalogue's rules. Removing this one is signing out.
import { useState } from 'react';
import { Link } from 'wouter';
import { usePageTitle } from '../../app/usePageTitle';
import type { Device } from '../../core/devices/signIns';
import { useI18n } from '../../i18n/intl';
import { sessionAtom, useAtomValue } from '../../state/hooks';
import { useLoad } from '../../ui/useLoad';
import { WithoutSession } from '../account/WithoutSession';
import { FormMessage } from '../auth/FormMessage';
import { type FormFailure, formFailure } from '../auth/failure';
import { useSignOut } from '../auth/useSignOut';
import { deviceLabel } from './deviceLabel';
import { fetchDevices, removeDevice, untrustDevice } from './devicesApi';
import './Devices.css';

const STAMP: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function DeviceRow({ device, busy, onRemove, onUntrust }: { device: Device; busy: boolean; onRemove: (device: Device) => void; onUntrust: (device: Device) => void }) {
  const { t, intl } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const name = deviceLabel(t, device);
  return (
    <li className="device" aria-current={device.current ? 'true' : undefined} data-testid={device.current ? 'device-current' : 'device-other'}>
      <div className="device__who">
        <span className="device__name"><bdi>{name}</bdi></span>
        {device.current ? <span className="device__this">{t('devices.current')}</span> : null}
        {device.trusted ? <span className="device__trusted" data-testid="device-trusted">{t('devices.trusted')}</span> : null}
      </div>
      <dl className="device__facts">
        <div><dt>{t('devices.ip')}</dt><dd><bdi>{device.ip || '—'}</bdi></dd></div>
        <div><dt>{t('devices.firstSeen')}</dt><dd>{intl.formatDate(device.firstSeen, STAMP)}</dd></div>
        <div><dt>{t('devices.lastSeen')}</dt><dd>{intl.formatDate(device.lastSeen, STAMP)}</dd></div>
      </dl>
      {confirming ? (
        <div className="device__confirm" role="group" aria-label={t('devices.confirm', { device: name })}>
          <p>{t(device.current ? 'devices.confirmThis' : 'devices.confirm', { device: name })}</p>
          <div className="device__actions">
            <button type="button" className="button button--danger" disabled={busy} onClick={() => onRemove(device)} data-testid="device-remove-confirm">
              {t(device.current ? 'devices.signOutThis' : 'devices.remove')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => setConfirming(false)}>{t('order.confirm.cancel')}</button>
          </div>
        </div>
      ) : (
        <div className="device__actions">
          {device.trusted ? (
            <button type="button" className="button" disabled={busy} onClick={() => onUntrust(device)} data-testid="device-untrust">{t('devices.untrust')}</button>
          ) : null}
          <button type="button" className="button" disabled={busy} onClick={() => setConfirming(true)} data-testid="device-remove">
            {t(device.current ? 'devices.signOutThis' : 'devices.remove')}
          </button>
        </div>
      )}
    </li>
  );
}

function DeviceList({ account }: { account: string }) {
  const { t } = useI18n();
  const signOut = useSignOut();
  const [version, setVersion] = useState(0);
  const { result, retry } = useLoad(fetchDevices, `${account}|${version}`);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [announce, setAnnounce] = useState('');

  const onRemove = async (device: Device) => {
    setBusy(true);
    setFailure(null);
    try {
      const wasThis = await removeDevice(device.deviceId);
      if (wasThis || device.current) {
        await signOut.run();
        return;
      }
      setAnnounce(t('devices.removed', { device: deviceLabel(t, device) }));
      setVersion((v) => v + 1);
    } catch (error) {
      setFailure(formFailure(error, 'password'));
    } finally {
      setBusy(false);
    }
  };

  const onUntrust = async (device: Device) => {
    setBusy(true);
    setFailure(null);
    try {
      await untrustDevice(device.deviceId);
      setAnnounce(t('devices.untrusted', { device: deviceLabel(t, device) }));
      setVersion((v) => v + 1);
    } catch (error) {
      setFailure(formFailure(error, 'password'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p role="status" className="muted" data-testid="devices-status">{announce}</p>
      <FormMessage failure={failure} />
      {result.state === 'loading' ? (
        <p className="muted" role="status" data-testid="devices-loading">{t('app.loading')}</p>
      ) : result.state === 'failed' ? (
        <div className="devices-problem" role="alert" data-testid="devices-failed">
          <p>{t('devices.failed')}</p>
          <button type="button" className="button button--primary" onClick={retry}>{t('error.retry')}</button>
        </div>
      ) : result.value.length === 0 ? (
        <p className="muted" data-testid="devices-empty">{t('devices.empty')}</p>
      ) : (
        <ul className="devices" data-testid="devices">
          {result.value.map((device) => <DeviceRow key={device.deviceId} device={device} busy={busy || signOut.busy} onRemove={(d) => void onRemove(d)} onUntrust={(d) => void onUntrust(d)} />)}
        </ul>
      )}
    </>
  );
}

export default function DevicesPage() {
  const { t } = useI18n();
  usePageTitle(t('devices.title'));
  const session = useAtomValue(sessionAtom);
  return (
    <section className="page account" aria-labelledby="devices-title">
      <h1 id="devices-title">{t('devices.title')}</h1>
      {session.status === 'signed-in' ? (
        <>
          <p className="muted">{t('devices.intro')}</p>
          <DeviceList account={String(session.user.userId)} />
          <p><Link href="/history" data-testid="history-link">{t('history.title')}</Link></p>
        </>
      ) : (
        <WithoutSession signedOut="account.signedOut" />
      )}
    </section>
  );
}
