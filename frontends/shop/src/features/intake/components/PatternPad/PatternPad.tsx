import { Box } from '@mantine/core';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { patternPoints } from '@repair-shop/contracts';
import { centreOf, joinPoint, pointAt } from './pattern-path';

interface Props {
  /** The points drawn, in order ("14789"). */
  value: string;
  /** Absent: the pad only shows the pattern (a revealed code). */
  onChange?: (value: string) => void;
  label: string;
  size?: number;
}

const POINTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

/**
 * The 3×3 unlock pattern, drawn with a finger or the mouse as on the phone (pointer events, captured so
 * the stroke may leave the pad), or point by point with the keyboard; read-only it shows the order of
 * the points with numbers.
 */
export function PatternPad({ value, onChange, label, size = 240 }: Props) {
  const svgRef = useRef<SVGSVGElement>(null);
  const [drawing, setDrawing] = useState(false);
  const [pointer, setPointer] = useState<{ x: number; y: number } | null>(null);
  const points = patternPoints(value);
  const editable = onChange !== undefined;

  /** The pointer's place in the pad's 300 × 300 drawing. */
  const placeOf = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * 300, y: ((event.clientY - box.top) / box.height) * 300 };
  };

  const start = (event: PointerEvent<SVGSVGElement>) => {
    if (!onChange) return;
    const place = placeOf(event);
    const point = pointAt(place.x, place.y);
    if (point === null) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrawing(true);
    setPointer(place);
    onChange(String(point));
  };
  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (!onChange || !drawing) return;
    const place = placeOf(event);
    setPointer(place);
    const point = pointAt(place.x, place.y);
    if (point !== null) {
      const next = joinPoint(value, point);
      if (next !== value) onChange(next);
    }
  };
  const end = () => {
    setDrawing(false);
    setPointer(null);
  };
  const pressKey = (point: number) => (event: KeyboardEvent) => {
    if (!onChange || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    onChange(joinPoint(value, point));
  };

  const path = points.map((point) => centreOf(point));
  const last = path.at(-1);
  return (
    <Box w={size} maw="100%" style={{ aspectRatio: '1 / 1', touchAction: 'none', userSelect: 'none' }}>
      <svg
        ref={svgRef}
        viewBox="0 0 300 300"
        width="100%"
        height="100%"
        role={editable ? 'group' : 'img'}
        aria-label={editable ? label : `${label}: ${points.join(' → ') || 'bosh'}`}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
        style={{
          background: 'var(--mantine-color-gray-0)',
          borderRadius: 12,
          border: '1px solid var(--mantine-color-gray-4)',
          cursor: editable ? 'crosshair' : 'default',
        }}
      >
        {path.length > 1 && (
          <polyline
            points={path.map(({ x, y }) => `${x},${y}`).join(' ')}
            fill="none"
            stroke="var(--mantine-color-blue-6)"
            strokeWidth={10}
            strokeLinecap="round"
            strokeLinejoin="round"
            opacity={0.7}
          />
        )}
        {drawing && last && pointer && (
          <line
            x1={last.x}
            y1={last.y}
            x2={pointer.x}
            y2={pointer.y}
            stroke="var(--mantine-color-blue-4)"
            strokeWidth={8}
            strokeLinecap="round"
            opacity={0.5}
          />
        )}
        {POINTS.map((point) => {
          const { x, y } = centreOf(point);
          const order = points.indexOf(point) + 1;
          return (
            <g
              key={point}
              role={editable ? 'button' : undefined}
              aria-label={editable ? `Pika ${point}${order ? ` (e ${order}-ta)` : ''}` : undefined}
              tabIndex={editable ? 0 : undefined}
              onKeyDown={pressKey(point)}
            >
              <circle
                cx={x}
                cy={y}
                r={order ? 16 : 10}
                fill={order ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-6)'}
              />
              {order > 0 && !editable && (
                <text x={x} y={y + 6} textAnchor="middle" fontSize={16} fontWeight={700} fill="white">
                  {order}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}
