// The server's upload switch as last seen, so that a page started offline (clientCommonConfig
// unanswered) keeps recording into the queue instead of losing the offline period's events.
import { useEffect } from 'react';
import { localStore } from '../../platform/storage';

const KEY = 'openex:analytics-switch';

/** The switch as served, or as last seen when the server has not answered (yet). */
export function uploadSwitchOn(served: boolean | undefined): boolean {
  return served ?? localStore.get(KEY) === '1';
}

export function useUploadSwitch(served: boolean | undefined): boolean {
  useEffect(() => {
    if (served !== undefined) localStore.set(KEY, served ? '1' : '0');
  }, [served]);
  return uploadSwitchOn(served);
}
