import { useEffect, useState, type RefObject } from 'react';
import type { MapSize } from './viewport';

/** Where layout is unknown (jsdom, or before the first measure) the map assumes a typical panel. */
export const FALLBACK_MAP_SIZE: MapSize = { width: 640, height: 480 };

/** The element's size in pixels, following resizes. */
export function useElementSize(ref: RefObject<HTMLElement | null>): MapSize {
  const [size, setSize] = useState<MapSize>(FALLBACK_MAP_SIZE);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = element;
      if (width > 0 && height > 0) {
        setSize((current) => (current.width === width && current.height === height ? current : { width, height }));
      }
    };
    measure();
    if (typeof ResizeObserver !== 'function') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);

  return size;
}
