import type { CryptoErrorName } from './cryptoApi';

/** A plain Error with a known name: Comlink carries name and message to the page, not classes. */
export function cryptoError(name: CryptoErrorName, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
