// Types of scripts/api-key-bot.mjs for the tests that call it.
export function signRequest(secret: string, timestamp: string, method: string, pathWithQuery: string, body: string): string;
export function callWithKey(input: {
  baseUrl: string; key: string; secret: string; passphrase: string; method: string; path: string; body?: string; demo?: boolean;
}): Promise<{ status: number; envelope: { code: string; msg: string; data: Record<string, unknown> } }>;
