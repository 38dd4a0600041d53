// Calls to the test-control API, for the gateway's own tests.
export async function control<T = unknown>(baseUrl: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/__gateway/${path}`, {
    method,
    ...(body !== undefined ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { code: string; data: T; msg: string };
  if (envelope.code !== '00000') throw new Error(`test control ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

export async function latestCode(baseUrl: string, account: string): Promise<string> {
  const data = await control<{ codes: { code: string }[] }>(baseUrl, 'GET', `codes?account=${encodeURIComponent(account)}`);
  const code = data.codes[0]?.code;
  if (!code) throw new Error(`no code for ${account}`);
  return code;
}
