import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { activeLocale } from './platform/i18n/locales';
import './index.css';

const rootElement = document.getElementById('root');
// Screen readers, spelling and hyphenation follow the interface language of this page load.
document.documentElement.lang = activeLocale;

if (!rootElement) throw new Error('The page has no #root element to render into.');

createRoot(rootElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
