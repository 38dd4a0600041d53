import { describe, expect, it } from 'vitest';
import { WireDrops } from '../markets/wireCheck';
import { readApiKeyList, readCreatedApiKey } from './wire';

const key = {
  accessKey: `ak_${'a'.repeat(32)}`, userId: '10000001', loginName: 'trader@openex.test', label: 'bot', permissions: ['read', 'trade'], ips: [],
  createdAt: 1, updatedAt: 1, lastUsedAt: null,
};

describe('API key answers', () => {
  it('keeps the good keys of a list and drops one with an unknown permission, counting it', () => {
    const drops = new WireDrops();
    const list = readApiKeyList({ keys: [key, { ...key, accessKey: `ak_${'b'.repeat(32)}`, permissions: ['withdraw'] }], verifyTypes: [{ method: 'google', target: '' }], maxKeys: 20 }, drops);
    expect(list.keys.map((k) => k.accessKey)).toEqual([key.accessKey]);
    expect(list.verifyTypes).toEqual([{ method: 'google', target: '' }]);
    expect(drops.records).toBe(1);
  });

  it('reads a created key only with a well-formed secret', () => {
    expect(readCreatedApiKey({ ...key, secret: 'f'.repeat(64) }, new WireDrops())?.secret).toBe('f'.repeat(64));
    const drops = new WireDrops();
    expect(readCreatedApiKey({ ...key, secret: 'short' }, drops)).toBeNull();
    expect(drops.summary()).not.toContain('short');
  });
});
