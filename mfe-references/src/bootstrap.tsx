import { createRoot } from 'react-dom/client';
import '@isarlicht/ui/base.css';
import { Standalone } from './standalone';

const root = document.getElementById('root');
if (root) createRoot(root).render(<Standalone />);
