// localStorage and document.cookie throw in some private modes and when the user blocks site data,
// and writes throw when the quota is full. Every access goes through here so that a refusal costs
// the feature its persistence, never the app its start.
import type { KeyValueSource } from '../core/preferences';

function tryLocalStorage(): Storage | null {
  try {
    const storage = window.localStorage;
    return storage ?? null;
  } catch {
    return null;
  }
}

export const localStore: KeyValueSource & {
  set(key: string, value: string | null): boolean;
  available(): boolean;
} = {
  get(key) {
    try {
      return tryLocalStorage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key, value) {
    try {
      const storage = tryLocalStorage();
      if (!storage) return false;
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  },
  available() {
    try {
      const storage = tryLocalStorage();
      if (!storage) return false;
      storage.setItem('__probe__', '1');
      storage.removeItem('__probe__');
      return true;
    } catch {
      return false;
    }
  },
};

export function readDocumentCookies(): string {
  try {
    return document.cookie;
  } catch {
    return '';
  }
}

export function writeDocumentCookie(serialized: string): void {
  try {
    document.cookie = serialized;
  } catch {
    // Cookies blocked: local storage still carries the preference.
  }
}
