import { createRoot } from 'react-dom/client';
import { App, createRouter } from './app/App';
import { createStore } from './app/store';

const store = createStore();
const router = createRouter();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(<App store={store} router={router} />);
