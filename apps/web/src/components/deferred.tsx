/**
 * Shows a part of the page that is not needed for its first paint (and whose code is loaded lazily)
 * once its place comes near the viewport: a visitor who never scrolls there never downloads it.
 * Until then a placeholder of the same size holds its place.
 */
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

export function Deferred({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  // The placeholder first, everywhere: the server, which renders public pages, has no viewport, and
  // the browser's first render must be the server's.
  const [ready, setReady] = useState(false);
  const placeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ready || !placeRef.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setReady(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setReady(true),
      {
        rootMargin: '400px 0px',
      },
    );
    observer.observe(placeRef.current);
    return () => observer.disconnect();
  }, [ready]);

  return <div ref={placeRef}>{ready ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}</div>;
}
