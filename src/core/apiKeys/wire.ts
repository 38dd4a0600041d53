// The key management answers checked at the edge, as every account answer is (markets/wireCheck.ts).
import { checker, count, field, nullable, parseList, text, type Parse, type WireDrops } from '../markets/wireCheck';
import { API_PERMISSIONS, type ApiPermission } from './apiKeys';

export interface ApiKey {
  readonly accessKey: string;
  readonly userId: string;
  readonly loginName: string;
  readonly label: string;
  readonly permissions: readonly ApiPermission[];
  readonly ips: readonly string[];
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly lastUsedAt: number | null;
}

export type VerifyMethod = 'email' | 'mobile' | 'google';

export interface VerifyType {
  readonly method: VerifyMethod;
  /** Where an email or SMS code goes, masked; '' for Google authenticator. */
  readonly target: string;
}

export interface ApiKeyList {
  readonly keys: readonly ApiKey[];
  readonly verifyTypes: readonly VerifyType[];
  readonly maxKeys: number;
}

const accessKey = (v: unknown): boolean => typeof v === 'string' && /^ak_[0-9a-f]{32}$/.test(v);
const permissions = (v: unknown): boolean => Array.isArray(v) && v.every((p) => (API_PERMISSIONS as readonly unknown[]).includes(p));
const ips = (v: unknown): boolean => Array.isArray(v) && v.length <= 20 && v.every((ip) => typeof ip === 'string' && ip.length <= 45);

export const parseApiKey = checker<ApiKey>('api key', {
  accessKey, userId: text(20), loginName: text(128), label: text(40), permissions, ips,
  createdAt: count, updatedAt: count, lastUsedAt: nullable(count),
});

const parseVerifyType = checker<VerifyType>('verify type', { method: (v) => v === 'email' || v === 'mobile' || v === 'google', target: text(128) });

export function readApiKeyList(data: unknown, drops: WireDrops): ApiKeyList {
  const max = field(data, 'maxKeys');
  return {
    keys: parseList(field(data, 'keys'), parseApiKey, drops, 'api keys'),
    verifyTypes: parseList(field(data, 'verifyTypes'), parseVerifyType, drops, 'verify types'),
    maxKeys: count(max) ? (max as number) : 0,
  };
}

/** A new key with its secret: the one answer that carries it. */
export interface CreatedApiKey extends ApiKey {
  readonly secret: string;
}

export const readCreatedApiKey: Parse<CreatedApiKey> = (data, drops) => {
  const key = parseApiKey(data, drops);
  const secret = field(data, 'secret');
  if (!key) return null;
  if (typeof secret !== 'string' || !/^[0-9a-f]{64}$/.test(secret)) {
    drops.dropRecord('api key', 'secret');
    return null;
  }
  return { ...key, secret };
};
