#!/usr/bin/env node
// A trading bot's view of the gateway (docs/protocol.md, API keys): one REST call authenticated by
// an API key, with nothing but node:crypto and fetch, as any bot would write it.
//
//   API_KEY=ak_... API_SECRET=... API_PASSPHRASE=... [PAPTRADING=1] \
//     node scripts/api-key-bot.mjs http://127.0.0.1:8080 POST /v1/user/overview/spot/order/place '{"symbol":"BTCUSDT",...}'
//
// Prints the HTTP status and the envelope as one JSON line; exits 0 when the envelope's code is 00000.
import { createHmac } from 'node:crypto';

export function signRequest(secret, timestamp, method, pathWithQuery, body) {
  return createHmac('sha256', secret).update(`${timestamp}${method.toUpperCase()}${pathWithQuery}${body}`, 'utf8').digest('base64');
}

export async function callWithKey({ baseUrl, key, secret, passphrase, method, path, body = '', demo = false }) {
  const timestamp = String(Date.now());
  const headers = {
    'ACCESS-KEY': key,
    'ACCESS-SIGN': signRequest(secret, timestamp, method, path, body),
    'ACCESS-TIMESTAMP': timestamp,
    'ACCESS-PASSPHRASE': passphrase,
    ...(body ? { 'content-type': 'application/json' } : {}),
    ...(demo ? { paptrading: '1' } : {}),
  };
  const response = await fetch(`${baseUrl}${path}`, { method, headers, ...(body ? { body } : {}) });
  return { status: response.status, envelope: await response.json() };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [baseUrl, method, path, body = ''] = process.argv.slice(2);
  const { API_KEY: key, API_SECRET: secret, API_PASSPHRASE: passphrase, PAPTRADING } = process.env;
  if (!baseUrl || !method || !path || !key || !secret || !passphrase) {
    console.error('usage: API_KEY=... API_SECRET=... API_PASSPHRASE=... node scripts/api-key-bot.mjs <baseUrl> <METHOD> <path> [json body]');
    process.exit(2);
  }
  const result = await callWithKey({ baseUrl, key, secret, passphrase, method, path, body, demo: PAPTRADING === '1' });
  console.log(JSON.stringify(result));
  process.exit(result.envelope.code === '00000' ? 0 : 1);
}
