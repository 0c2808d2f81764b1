import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { firstPaintTranslations } from './platform/i18n/localized';
import { activeLocale } from './platform/i18n/locales';
import './index.css';

const rootElement = document.getElementById('root');
// Screen readers, spelling and hyphenation follow the interface language of this page load.
document.documentElement.lang = activeLocale;

if (!rootElement) throw new Error('The page has no #root element to render into.');

const root = createRoot(rootElement);
const render = () =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// English renders at once; French and German once the sign-in page's texts are in (if their
// chunk cannot load, the page still renders, in English).
firstPaintTranslations().then(render, render);
