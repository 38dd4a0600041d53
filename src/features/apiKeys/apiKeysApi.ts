// The key management calls (docs/protocol.md, API keys), each answer checked at the edge
// (core/apiKeys/wire.ts). The passphrase and codes are encrypted by the request layer, as a
// sign-in's are (signedEndpoints.ts); the secret is answered once and only held by the page.
import { API_KEY_PATHS, type ApiPermission } from '../../core/apiKeys/apiKeys';
import { readApiKeyList, readCreatedApiKey, parseApiKey, type ApiKey, type ApiKeyList, type CreatedApiKey } from '../../core/apiKeys/wire';
import { FORM, read, record } from '../markets/tradingApi';

export type FactorCodes = Readonly<Partial<Record<'emailCode' | 'mobileCode' | 'googleCode', string>>>;

export interface KeySettings {
  readonly permissions: readonly ApiPermission[];
  /** As typed: the gateway reads commas, spaces and new lines. */
  readonly ips: string;
}

export const fetchApiKeys = (): Promise<ApiKeyList> => read(API_KEY_PATHS.list, {}, readApiKeyList, FORM);

export const sendKeyCode = (channel: 'email' | 'sms') => record(API_KEY_PATHS.sendCode, { channel }, (data) => (typeof data === 'object' && data !== null ? (data as { target?: unknown }) : null), FORM);

export function createApiKey(input: KeySettings & { label: string; passphrase: string; subUserId?: string }, codes: FactorCodes): Promise<CreatedApiKey> {
  const { subUserId, permissions, ...rest } = input;
  return record(API_KEY_PATHS.create, { ...rest, permissions: permissions.join(','), ...(subUserId ? { subUserId } : {}), ...codes }, readCreatedApiKey, FORM);
}

export const editApiKey = (accessKey: string, settings: KeySettings, codes: FactorCodes): Promise<ApiKey> =>
  record(API_KEY_PATHS.edit, { accessKey, permissions: settings.permissions.join(','), ips: settings.ips, ...codes }, parseApiKey, FORM);

export const deleteApiKey = (accessKey: string) => record(API_KEY_PATHS.remove, { accessKey }, (data) => (data === null ? null : {}), FORM);
