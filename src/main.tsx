import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { bootstrap } from './app/bootstrap';
import { installChunkRecovery } from './app/lazyPage';
import './styles.css';

installChunkRecovery();
const { store, initial } = await bootstrap();
const root = document.getElementById('root');
if (root) createRoot(root).render(<App store={store} initial={initial} />);
