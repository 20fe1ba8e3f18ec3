import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { removeLegacyLoginToken } from './lib/browser-storage';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render Cadence into.');

removeLegacyLoginToken();

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
