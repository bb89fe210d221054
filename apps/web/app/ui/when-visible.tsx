import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * Draws its children once its place comes near the screen (a section below the fold): what they load (a list
 * and its code) is not part of the page's first download. Without IntersectionObserver they are drawn at once.
 */
export function WhenVisible({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <div ref={anchor}>{visible ? children : placeholder}</div>;
}
