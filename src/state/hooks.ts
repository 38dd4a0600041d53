// The one door to jotai for the rest of the page (STYLE.md: atoms through one module).
export { Provider, createStore, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
export { preferencesAtom, tradingPreferencesAtom } from './preferences';
export { demoRedirectAtom, simulationAtom, setSimulationAtom } from './simulation';
export { sessionAtom, commonConfigAtom, ratesAtom } from './session';
export type { SessionState, CommonConfig } from './session';
export { toastsAtom, pushToastAtom, dismissToastAtom } from './toasts';
export type { PageToast, Toast } from './toasts';
export { consentAtom, chooseConsentAtom } from './consent';
