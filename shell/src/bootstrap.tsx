import { createRoot } from 'react-dom/client';
import '@isarlicht/shared/ui/base.css';
import { App } from './app';
import { loadDeployment } from './federation/remote-modules';

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const config = await loadDeployment().catch((error: unknown) => {
    // Header, footer and the slots' German message still render; their retry reads the configuration again.
    console.error('[shell] deployment configuration unavailable', error);
    return { devDashboard: false };
  });
  createRoot(root).render(<App config={config} />);
}

void start();
