// The content height of an element, following its resizes; null until it is first measured.
import { type RefCallback, useCallback, useState } from 'react';

export function useElementHeight<T extends HTMLElement>(): [RefCallback<T>, number | null] {
  const [height, setHeight] = useState<number | null>(null);
  const ref = useCallback((element: T | null) => {
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setHeight(Math.round(entry.contentRect.height));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, height];
}
