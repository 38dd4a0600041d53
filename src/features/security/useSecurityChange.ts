// One security change as a form runs it: busy while it is sent, the refusal beside the form, and
// on success the user record asked for again (the flags changed) and a message that says what happened.
import { useState } from 'react';
import type { UserRecord } from '../../core/account';
import type { MessageId } from '../../i18n/messages';
import { sessionAtom, useAtomValue, useStore } from '../../state/hooks';
import { loadUser } from '../account/session';
import { type FormFailure, formFailure } from '../auth/failure';

export interface Done {
  readonly id: MessageId;
  readonly values?: Readonly<Record<string, string | number>>;
}

export function useSecurityChange() {
  const store = useStore();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FormFailure>(null);
  const [done, setDone] = useState<Done | null>(null);
  return {
    busy,
    failure,
    setFailure,
    done,
    /** Sends the change; `send` answers what to tell the user, `toFailure` words a refusal. Answers whether it succeeded. */
    async run(send: () => Promise<Done>, toFailure: (error: unknown) => FormFailure = (error) => formFailure(error, 'code')): Promise<boolean> {
      setBusy(true);
      setFailure(null);
      setDone(null);
      try {
        setDone(await send());
        await loadUser(store);
        return true;
      } catch (error) {
        setFailure(toFailure(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}

/** The signed-in user, or null while there is none (the page shows WithoutSession then). */
export function useSignedInUser(): UserRecord | null {
  const session = useAtomValue(sessionAtom);
  return session.status === 'signed-in' ? session.user : null;
}
