import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// CI and developers' machines are shared: a busy machine renders a page in jsdom more slowly
// than the library's 1 s default wait, which made `findBy...` fail on load, not on a bug.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
