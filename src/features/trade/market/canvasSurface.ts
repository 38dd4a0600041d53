// A canvas that paints only while it can be seen: sized to its box in device pixels (crisp at a
// devicePixelRatio of 2 or 3), its colours and font read from the page's CSS once per theme or
// language (not at every frame), and no painting while it is scrolled away or its tab is hidden;
// a paint asked for meanwhile is made, from the latest figures, the moment it shows again.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { themeColour } from '../../../ui/themeVariables';

export interface CanvasTheme {
  readonly text: string;
  readonly muted: string;
  readonly up: string;
  readonly down: string;
  readonly border: string;
  readonly hover: string;
  readonly accent: string;
  /** The depth bars' opacity (the book's --book-bar-opacity). */
  readonly barOpacity: number;
  readonly fontFamily: string;
  /** The figures' size in CSS pixels. */
  readonly fontSize: number;
  readonly rowHeight: number;
  readonly midHeight: number;
}

const numberOf = (text: string, fallback: number): number => {
  const value = Number.parseFloat(text);
  return Number.isFinite(value) ? value : fallback;
};

/** The theme's colours, font and row sizes as CSS gives them to `element`. */
export function readCanvasTheme(element: Element, fallbackRow: number): CanvasTheme {
  const style = getComputedStyle(element);
  const variable = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: themeColour(style, '--text'),
    muted: themeColour(style, '--muted'),
    up: themeColour(style, '--up'),
    down: themeColour(style, '--down'),
    border: themeColour(style, '--border'),
    hover: themeColour(style, '--surface-2'),
    accent: themeColour(style, '--accent'),
    barOpacity: numberOf(variable('--book-bar-opacity', ''), 0.1),
    fontFamily: style.fontFamily || 'sans-serif',
    fontSize: numberOf(style.fontSize, 13),
    rowHeight: numberOf(variable('--book-row-height', ''), fallbackRow),
    midHeight: numberOf(variable('--book-mid-height', ''), 40),
  };
}

export interface Surface {
  readonly context: CanvasRenderingContext2D;
  /** CSS pixels. */
  readonly width: number;
  readonly height: number;
  readonly theme: CanvasTheme;
}

export interface CanvasSurface {
  /** Attach to the canvas; it fills its parent box, which is what is measured and watched. */
  readonly attach: (canvas: HTMLCanvasElement | null) => void;
  /** Paints at once when shown (call it from a frame store's listener, itself once a frame). */
  readonly paintNow: () => void;
  /** Paints at the next frame (a resize, a pointer, a new last price). */
  readonly requestPaint: () => void;
}

/**
 * `paint` is called with the surface cleared and scaled to CSS pixels; `themeKey` changes re-read
 * the theme (the language may change the font). The page's `data-theme` is watched as well.
 */
export function useCanvasSurface(paint: (surface: Surface) => void, themeKey: string, fallbackRow: number): CanvasSurface {
  const paintRef = useRef(paint);
  useLayoutEffect(() => {
    paintRef.current = paint;
  });
  const state = useRef({
    canvas: null as HTMLCanvasElement | null,
    theme: null as CanvasTheme | null,
    width: 0,
    height: 0,
    ratio: 1,
    inView: true,
    pending: false,
    frame: 0,
  });

  const paintNow = useCallback(() => {
    const s = state.current;
    const canvas = s.canvas;
    if (!canvas || !s.inView || document.visibilityState === 'hidden') {
      s.pending = true;
      return;
    }
    s.pending = false;
    const context = canvas.getContext('2d');
    if (!context || s.width <= 0 || s.height <= 0) return;
    s.theme ??= readCanvasTheme(canvas, fallbackRow);
    const pixelsWide = Math.round(s.width * s.ratio);
    const pixelsHigh = Math.round(s.height * s.ratio);
    if (canvas.width !== pixelsWide || canvas.height !== pixelsHigh) {
      canvas.width = pixelsWide;
      canvas.height = pixelsHigh;
    }
    context.setTransform(s.ratio, 0, 0, s.ratio, 0, 0);
    context.clearRect(0, 0, s.width, s.height);
    paintRef.current({ context, width: s.width, height: s.height, theme: s.theme });
  }, [fallbackRow]);

  const requestPaint = useCallback(() => {
    const s = state.current;
    if (s.frame) return;
    if (typeof requestAnimationFrame !== 'function') return paintNow();
    s.frame = requestAnimationFrame(() => {
      s.frame = 0;
      paintNow();
    });
  }, [paintNow]);

  const cleanup = useRef<(() => void) | null>(null);
  const attach = useCallback((canvas: HTMLCanvasElement | null) => {
    cleanup.current?.();
    cleanup.current = null;
    const s = state.current;
    s.canvas = canvas;
    if (!canvas) return;
    const box = canvas.parentElement ?? canvas;
    const measure = () => {
      const rect = box.getBoundingClientRect();
      s.width = rect.width;
      s.height = rect.height;
      s.ratio = Math.max(1, window.devicePixelRatio || 1);
    };
    measure();
    const offs: (() => void)[] = [];
    if (typeof ResizeObserver === 'function') {
      const resize = new ResizeObserver(() => {
        measure();
        paintNow();
      });
      resize.observe(box);
      offs.push(() => resize.disconnect());
    }
    if (typeof IntersectionObserver === 'function') {
      const seen = new IntersectionObserver((entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        s.inView = entry.isIntersecting;
        if (s.inView && s.pending) paintNow();
      });
      seen.observe(box);
      offs.push(() => seen.disconnect());
    }
    const shown = () => {
      if (document.visibilityState === 'visible' && s.pending) paintNow();
    };
    document.addEventListener('visibilitychange', shown);
    offs.push(() => document.removeEventListener('visibilitychange', shown));
    // The theme is the page's attribute; a change re-reads the colours and repaints.
    const themeWatch = new MutationObserver(() => {
      s.theme = null;
      requestPaint();
    });
    themeWatch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'data-mode', 'lang', 'dir'] });
    offs.push(() => themeWatch.disconnect());
    // A zoom or a move to another screen changes the pixel ratio.
    const ratioQuery = typeof matchMedia === 'function' ? matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`) : null;
    const ratioChanged = () => {
      measure();
      paintNow();
    };
    ratioQuery?.addEventListener('change', ratioChanged);
    offs.push(() => ratioQuery?.removeEventListener('change', ratioChanged));
    cleanup.current = () => {
      for (const off of offs) off();
      if (s.frame && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(s.frame);
      s.frame = 0;
    };
    requestPaint();
  }, [paintNow, requestPaint]);

  useEffect(() => {
    state.current.theme = null;
    requestPaint();
  }, [themeKey, requestPaint]);

  useEffect(() => () => {
    cleanup.current?.();
    cleanup.current = null;
  }, []);

  return { attach, paintNow, requestPaint };
}
