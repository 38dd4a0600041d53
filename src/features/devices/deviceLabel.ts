// How a device's browser and system read on the screens: the families the gateway names, or a
// translated "unknown" for what the User-Agent did not say.
import type { I18n } from '../../i18n/intl';

export function deviceLabel(t: I18n['t'], device: { readonly browser: string; readonly os: string }): string {
  return t('devices.name', { browser: device.browser || t('devices.unknownBrowser'), os: device.os || t('devices.unknownSystem') });
}
