// The service worker: the network edge of DESIGN.md. It serves the app shell offline and applies
// the request conventions to same-origin /v1 calls.
import { installAnalytics } from './analytics';
import { installApiRequests } from './apiRequests';
import { listenForContext } from './conventionContext';
import { installImageFailover } from './images';
import { installLocaleCache } from './localeCache';
import { installShell } from './shell';

declare const self: ServiceWorkerGlobalScope;

// The API route is registered first so that it answers /v1 before Workbox's routes look at it.
listenForContext(self);
installApiRequests(self);
installImageFailover(self);
installShell(self, self.__WB_MANIFEST);
installLocaleCache(self);
installAnalytics(self);
