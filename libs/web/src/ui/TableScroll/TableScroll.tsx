import { Box, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  /** The table's narrowest width: below it, the table scrolls sideways inside this box. */
  minWidth: number;
  /** The table's name ("Lista e pjesëve"), which names the scrolling region for a screen reader. */
  label: string;
  /** A height above which the table scrolls down as well. */
  maxHeight?: number;
  children: ReactNode;
}

interface Edges {
  /** Columns are hidden on the left (scrolled past). */
  before: boolean;
  /** Columns are hidden on the right. */
  after: boolean;
}

const NONE: Edges = { before: false, after: false };

/** A shadow over the edge that has more columns behind it. */
function EdgeShadow({ side }: { side: 'left' | 'right' }) {
  return (
    <Box
      aria-hidden
      data-scroll-shadow={side}
      pos="absolute"
      top={0}
      bottom={0}
      w={28}
      style={{
        [side]: 0,
        pointerEvents: 'none',
        background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, rgba(0, 0, 0, 0.16), rgba(0, 0, 0, 0))`,
      }}
    />
  );
}

/**
 * A table wider than the screen (a phone) scrolls sideways inside this box and shows that it does: a
 * visible scrollbar, a shadow over each edge that has columns behind it, and "Rrëshqitni anash" under it,
 * so that no column is silently cut. The box can be scrolled with the keyboard too.
 */
export function TableScroll({ minWidth, label, maxHeight, children }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>(NONE);

  const measure = useCallback(() => {
    const element = box.current;
    if (!element) return;
    const hidden = element.scrollWidth - element.clientWidth;
    // A pixel of rounding is no column.
    const next = hidden > 1 ? { before: element.scrollLeft > 1, after: element.scrollLeft < hidden - 1 } : NONE;
    setEdges((current) => (current.before === next.before && current.after === next.after ? current : next));
  }, []);

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => observer?.disconnect();
  }, [measure]);

  const scrolls = edges.before || edges.after;
  return (
    <div>
      <Box pos="relative">
        <Box
          ref={box}
          onScroll={measure}
          data-table-scroll
          data-scrolls={scrolls || undefined}
          role={scrolls ? 'region' : undefined}
          aria-label={scrolls ? `${label}: rrëshqitet anash` : undefined}
          tabIndex={scrolls ? 0 : undefined}
          mah={maxHeight}
          style={{
            overflowX: 'auto',
            overflowY: maxHeight ? 'auto' : undefined,
            scrollbarWidth: 'thin',
            scrollbarColor: 'var(--mantine-color-gray-5) transparent',
          }}
        >
          <Box miw={minWidth}>{children}</Box>
        </Box>
        {edges.before && <EdgeShadow side="left" />}
        {edges.after && <EdgeShadow side="right" />}
      </Box>
      {scrolls && (
        <Text size="xs" c="dimmed" ta="right" px="xs" py={4}>
          ↔ Rrëshqitni anash për të parë të gjitha kolonat
        </Text>
      )}
    </div>
  );
}
