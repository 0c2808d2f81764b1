import { useEffect, useRef, useState } from 'react';
import { buildMessageDocument } from '../utils/messageDocument';

// The smallest height the body starts at, before its content is measured.
const MIN_HEIGHT_PX = 160;

/**
 * A message's body in a sandboxed iframe: no scripts, no forms, no navigation of the app; links
 * open in a new tab. allow-same-origin without allow-scripts is safe (nothing in the frame can
 * run) and lets the page measure the content, so the frame grows to it instead of scrolling.
 */
export function MessageBody({
  html,
  text,
  title,
  allowRemoteImages,
}: {
  html: string | null;
  text: string | null;
  title: string;
  allowRemoteImages: boolean;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(MIN_HEIGHT_PX);
  const document = buildMessageDocument({
    html,
    text,
    origin: window.location.origin,
    allowRemoteImages,
  });

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let observer: ResizeObserver | undefined;
    const measure = () => {
      const root = frame.contentDocument?.documentElement;
      if (root) setHeight(Math.max(MIN_HEIGHT_PX, root.scrollHeight));
    };
    const handleLoad = () => {
      measure();
      observer?.disconnect();
      const body = frame.contentDocument?.body;
      if (body && typeof ResizeObserver !== 'undefined') {
        // Pictures that arrive later make the content taller.
        observer = new ResizeObserver(measure);
        observer.observe(body);
      }
    };
    frame.addEventListener('load', handleLoad);
    return () => {
      frame.removeEventListener('load', handleLoad);
      observer?.disconnect();
    };
  }, []);

  return (
    <iframe
      ref={frameRef}
      title={title}
      sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      srcDoc={document}
      style={{ height }}
      className="block w-full border-0 bg-white"
    />
  );
}
