// The gateway answers a refusal in the language the request's languageType names, through the
// real HTTP stack: body fields of a sign-in, the query of an unknown path, and English otherwise.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '../../../src/core/protocol/codes';
import { HEADERS } from '../../../src/core/protocol/wire';
import { GatewayClient } from '../../testing/client';
import { startTestGateway, type TestGateway } from '../../testing/harness';

const catalogue = (locale: string) => JSON.parse(readFileSync(resolve(import.meta.dirname, `${locale}.json`), 'utf8')) as Record<string, string>;

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw.close();
});

async function wrongPassword(languageType: unknown, headers: Record<string, string> = {}, loginName = 'margin@openex.test'): Promise<string> {
  const client = new GatewayClient(gw.url);
  await client.loadConfig();
  const fields = { loginName, pwd: 'Not-the-password-1', ...(languageType === undefined ? {} : { languageType }) };
  const result = await client.call('POST', '/v1/user/login', fields, headers);
  expect(result.envelope.code).toBe(CODES.wrongCredentials);
  return result.envelope.msg;
}

describe('refusals in the request language', () => {
  it('says a wrong password in German and in Arabic, and in English without or with an unknown languageType', async () => {
    expect(await wrongPassword(11)).toBe(catalogue('de')['auth.wrongCredentials']);
    expect(await wrongPassword('39')).toBe(catalogue('ar')['auth.wrongCredentials']);
    expect(await wrongPassword(undefined)).toBe('Wrong account or password');
    expect(await wrongPassword(999)).toBe('Wrong account or password');
  });

  it('tells languages that share an id apart by the locale header', async () => {
    expect(await wrongPassword(5, { [HEADERS.locale]: 'zh-TC' }, 'parent@openex.test')).toBe(catalogue('zh-TC')['auth.wrongCredentials']);
    expect(await wrongPassword(5, {}, 'parent@openex.test')).toBe(catalogue('zh-TW')['auth.wrongCredentials']);
  });

  it('answers an unknown path (404) from the query languageType, with the values in place', async () => {
    const response = await fetch(`${gw.url}/v1/no/such/path?languageType=12`);
    expect(response.status).toBe(404);
    const envelope = (await response.json()) as { code: string; msg: string };
    expect(envelope.code).toBe(CODES.notFound);
    expect(envelope.msg).toBe(catalogue('pt')['request.noApi']!.replace('{method}', 'GET').replace('{path}', '/v1/no/such/path'));
  });
});
