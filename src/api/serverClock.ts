import { createServerClock } from '../core/request/serverTime';

/** One clock for the page: every response's request-time header keeps it in step with the server. */
export const serverClock = createServerClock(() => Date.now());
