// Section 4's transitions for demo trading, in one place: entering, leaving, the allowed-path
// guard, and the reaction to another tab changing the flag.
import { useCallback, useEffect } from 'react';
import { useLocation } from 'wouter';
import { withRouteLocale } from '../../core/routeLocale';
import { DEFAULT_SPOT_PATH, SIMULATION_FLAG_KEY, isSimulationFlag, reactionToFlagChange, reactionToPath } from '../../core/simulation';
import { useRouteLocale } from '../../app/LocaleScope';
import { demoRedirectAtom, setSimulationAtom, simulationAtom, useAtomValue, useSetAtom } from '../../state/hooks';

export function useSimulationMode() {
  const on = useAtomValue(simulationAtom);
  const setFlag = useSetAtom(setSimulationAtom);
  const [, navigate] = useLocation();
  const routeLocale = useRouteLocale();
  const enter = useCallback(() => {
    setFlag(true);
    navigate(DEFAULT_SPOT_PATH);
  }, [setFlag, navigate]);
  const leave = useCallback(() => {
    setFlag(false);
    window.location.reload();
  }, [setFlag]);
  /** Leaves demo trading for the page it did not let the user open (a full load, as leaving is). */
  const leaveTo = useCallback((path: string) => {
    setFlag(false);
    window.location.assign(withRouteLocale(routeLocale, path));
  }, [setFlag, routeLocale]);
  return { on, enter, leave, leaveTo };
}

/** Mounted once inside the locale scope. */
export function SimulationRules() {
  const on = useAtomValue(simulationAtom);
  const [path, navigate] = useLocation();
  const routeLocale = useRouteLocale();
  const setBlocked = useSetAtom(demoRedirectAtom);

  // The banner says why the user is on the spot page and offers real trading's page instead; the
  // notice goes once the user moves on.
  useEffect(() => {
    if (reactionToPath(on, path).kind === 'redirect-to-spot') {
      setBlocked(path);
      navigate(DEFAULT_SPOT_PATH, { replace: true });
    } else if (path !== DEFAULT_SPOT_PATH) {
      setBlocked(null);
    }
  }, [on, path, navigate, setBlocked]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SIMULATION_FLAG_KEY && event.key !== null) return;
      const nowOn = isSimulationFlag(event.key === null ? null : event.newValue);
      if (nowOn === on) return;
      const reaction = reactionToFlagChange(nowOn, path);
      if (reaction.kind === 'redirect-to-spot') {
        window.location.replace(withRouteLocale(routeLocale, DEFAULT_SPOT_PATH));
      } else if (reaction.kind === 'reload') {
        window.location.reload();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [on, path, routeLocale]);

  return null;
}
