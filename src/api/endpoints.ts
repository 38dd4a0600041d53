// The calls of section 7 the page makes, typed at the edge; responses are checked by their users.
import type { Rates } from '../core/protocol/account';
import { PATHS } from '../core/protocol/paths';
import { api } from './api';

/** `quiet`: a retry after a failure already shown, so no second toast for the same outage. */
export const userInfo = ({ quiet = false }: { quiet?: boolean } = {}) => api<unknown>(PATHS.userinfo, {}, quiet ? { shownByCaller: true } : {});

export const usdtRate = (locale: string) => api<{ rates?: Partial<Rates> } | null>(PATHS.usdtRate, { locale });

export const clientCommonConfig = () =>
  api<{ clientCommonConfig?: { eventLogUploadSwitch?: unknown; userId?: unknown }; localVo?: { ip?: unknown } } | null>(PATHS.clientCommonConfig, {}, { method: 'GET' });

/** Expires the HttpOnly refresh cookie, which the page cannot reach, and the session cookies. */
export const clearCookie = () => api<null>(PATHS.clearCookie);
