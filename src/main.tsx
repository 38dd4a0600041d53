import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { conventionContext } from './app/requestContext';
import { prepareSigning } from './api/signing';
import { keepRatesFresh, loadCommonConfig, loadUser } from './features/account/session';
import { installChunkRecovery } from './app/lazyPage';
import './styles.css';

installChunkRecovery();
const { store, initial } = await bootstrap();
const root = document.getElementById('root');
if (root) createRoot(root).render(<App store={store} initial={initial} />);
// What the server knows arrives after the first paint, never in its way.
void loadCommonConfig(store);
void loadUser(store);
void prepareSigning().catch((error: unknown) => console.warn('signing is not ready', error));
keepRatesFresh(store, () => conventionContext(store).locale);
