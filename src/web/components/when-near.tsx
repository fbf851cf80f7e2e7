import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (or above) the screen a part starts loading: about a screen ahead of the reader. */
const AHEAD = '800px';

/**
 * Shows `children` once the place they take comes within about a screen of the viewport, and
 * `placeholder` there until then (give it the children's size, so nothing moves). For parts below
 * the fold whose code or data a reader who stops at the top never needs (decision 067). Where the
 * browser cannot tell (no IntersectionObserver), the children are shown at once.
 */
export function WhenNear({ children, placeholder, label }: { children: ReactNode; placeholder: ReactNode; label: string }) {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const place = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: `${AHEAD} 0px` });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return children;
  // A named region, so the part can be found (and scrolled to) before it has loaded.
  return (
    <section ref={place} aria-label={label} aria-busy="true">
      {placeholder}
    </section>
  );
}
