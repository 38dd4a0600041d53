// The crypto worker's entry: the service, exposed to the page with Comlink (src/api/cryptoWorker.ts).
import * as Comlink from 'comlink';
import { createCryptoService } from './service';

Comlink.expose(createCryptoService({ secureContext: self.isSecureContext }));
