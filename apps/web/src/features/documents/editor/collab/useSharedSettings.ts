import type { PaperSize } from '@worksphere/contracts';
import { useEffect, useMemo, useRef } from 'react';
import type * as Y from 'yjs';
import type { EditorMode } from '../pageContent';

/** The Y.Map every editor shares besides the text (the server reads it to write the HTML). */
const SHARED_SETTINGS = 'meta';

export type SharedSettings = { mode?: EditorMode; paperSize?: PaperSize };

function read(map: Y.Map<unknown>): SharedSettings {
  const mode = map.get('mode');
  const paperSize = map.get('paperSize');
  return {
    ...(mode === 'page' || mode === 'continuous' ? { mode } : {}),
    ...(paperSize === 'letter' || paperSize === 'a4' ? { paperSize } : {}),
  };
}

/**
 * The document's mode and paper, shared: `onChange` hears them now and whenever anyone changes
 * them; `set` changes them for everybody. Undefined when not written together.
 */
export function useSharedSettings(
  doc: Y.Doc | undefined,
  onChange: (settings: SharedSettings) => void,
) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const map = useMemo(() => doc?.getMap<unknown>(SHARED_SETTINGS), [doc]);
  useEffect(() => {
    if (!map) return;
    const report = () => onChangeRef.current(read(map));
    report();
    map.observe(report);
    return () => map.unobserve(report);
  }, [map]);
  return useMemo(
    () =>
      map
        ? {
            set(settings: SharedSettings) {
              map.doc?.transact(() => {
                for (const [key, value] of Object.entries(settings)) map.set(key, value);
              });
            },
          }
        : undefined,
    [map],
  );
}
