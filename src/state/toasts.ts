import { atom } from 'jotai';
import type { ToastMessage } from '../core/request/catalogue';
import type { MessageId } from '../i18n/messages';

/** The request layer's catalogue toasts, and the page's own (an order placed). */
export type PageToast = ToastMessage | { readonly id: MessageId; readonly values?: Readonly<Record<string, string | number>> };

export interface Toast {
  readonly id: number;
  readonly message: PageToast;
}

export const toastsAtom = atom<readonly Toast[]>([]);

let nextId = 1;
const SHOWN_MS = 5000;
const MAX_SHOWN = 3;

export const pushToastAtom = atom(null, (get, set, message: PageToast) => {
  const id = nextId++;
  set(toastsAtom, [...get(toastsAtom), { id, message }].slice(-MAX_SHOWN));
  setTimeout(() => set(dismissToastAtom, id), SHOWN_MS);
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(toastsAtom, get(toastsAtom).filter((t) => t.id !== id));
});
