// The one door to jotai for the rest of the page (STYLE.md: atoms through one module).
export { Provider, createStore, useAtom, useAtomValue, useSetAtom } from 'jotai';
export { preferencesAtom, tradingPreferencesAtom } from './preferences';
export { simulationAtom, setSimulationAtom } from './simulation';
