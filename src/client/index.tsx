import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRuntime } from './app/App';
import './ui/styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element to mount Haulboard into');

createRoot(container).render(
  <StrictMode>
    <App {...createAppRuntime()} />
  </StrictMode>,
);
