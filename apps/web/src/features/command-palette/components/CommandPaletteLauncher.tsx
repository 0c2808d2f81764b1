import { lazy, Suspense, useEffect, useState } from 'react';
import { isPaletteShortcut } from '../utils/isPaletteShortcut';

/** Window event that opens the palette from a button (the top bar's search, for instance). */
export const OPEN_COMMAND_PALETTE_EVENT = 'openCommandPalette';

// cmdk and the palette load the first time it opens, so no screen pays for it up front.
const CommandPalette = lazy(() =>
  import('./CommandPalette').then((module) => ({ default: module.CommandPalette })),
);

/** Listens for Ctrl/Cmd+K anywhere in the signed-in app and shows the command palette. */
export function CommandPaletteLauncher() {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);

  useEffect(() => {
    function open() {
      setHasOpened(true);
      setIsOpen(true);
    }
    function handleKeyDown(event: KeyboardEvent) {
      if (!isPaletteShortcut(event)) return;
      // The browser's own Ctrl+K (search bar) would steal the keys otherwise.
      event.preventDefault();
      setHasOpened(true);
      setIsOpen((current) => !current);
    }
    document.addEventListener('keydown', handleKeyDown);
    window.addEventListener(OPEN_COMMAND_PALETTE_EVENT, open);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      window.removeEventListener(OPEN_COMMAND_PALETTE_EVENT, open);
    };
  }, []);

  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette isOpen={isOpen} onOpenChange={setIsOpen} />
    </Suspense>
  );
}
