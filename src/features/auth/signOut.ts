// The user's own logout: the gateway ends the session (and expires its cookies), the device key
// is no longer bound to it, and the page forgets the user. Unlike section 8's forced logout there
// is no reload: the caller moves to the spot page.
import { logout } from '../../api/auth';
import { forgetDeviceBinding } from '../../api/signing';
import { serializeCookie } from '../../core/cookies';
import { CACHE_KEYS } from '../../core/preferences';
import { COOKIES } from '../../core/protocol/wire';
import { localStore, writeDocumentCookie } from '../../platform/storage';
import { type createStore, preferencesAtom, sessionAtom } from '../../state/hooks';
import { announceSession } from '../account/sessionTabs';

type Store = ReturnType<typeof createStore>;

export async function signOut(store: Store): Promise<void> {
  try {
    await logout();
  } catch {
    // The request layer has said why; the session still ends on this side below.
  }
  await forgetDeviceBinding().catch(() => undefined);
  // The gateway expires them too; this covers a logout call that never arrived.
  for (const name of [COOKIES.sessionToken, COOKIES.userId]) writeDocumentCookie(serializeCookie(name, '', { maxAgeSeconds: 0 }));
  localStore.set(CACHE_KEYS.global_user_id, null);
  store.set(preferencesAtom, { login: false });
  store.set(sessionAtom, { status: 'anonymous' });
  announceSession('signed-out');
}
