// The service worker: the network edge of DESIGN.md. This slice serves the app shell offline;
// the request conventions, analytics queue and image failover join it in later issues.
import { installLocaleCache } from './localeCache';
import { installShell } from './shell';

declare const self: ServiceWorkerGlobalScope;

installShell(self, self.__WB_MANIFEST);
installLocaleCache(self);
