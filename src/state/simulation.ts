// Demo (simulation) trading, section 4: on while the local flag exists.
import { atom } from 'jotai';
import { SIMULATION_FLAG_KEY, SIMULATION_FLAG_ON, isSimulationFlag } from '../core/simulation';
import { localStore } from '../platform/storage';

export function readSimulationFlag(): boolean {
  return isSimulationFlag(localStore.get(SIMULATION_FLAG_KEY));
}

export const simulationAtom = atom<boolean>(readSimulationFlag());

/** Sets or clears the flag; the caller navigates or reloads as section 4 says. */
export const setSimulationAtom = atom(null, (_get, set, on: boolean) => {
  localStore.set(SIMULATION_FLAG_KEY, on ? SIMULATION_FLAG_ON : null);
  set(simulationAtom, on);
});

/**
 * The page demo mode did not let the user open (locale-free path), while the notice that says so
 * is on screen; null otherwise.
 */
export const demoRedirectAtom = atom<string | null>(null);
