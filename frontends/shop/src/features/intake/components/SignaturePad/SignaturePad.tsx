import { Box, Button, Group, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import SignaturePadDrawer from 'signature_pad';
import type { SignatureDrawing } from '@repair-shop/contracts';
import { toSignatureDrawing } from './signature-drawing';

interface Props {
  /** The drawing after each stroke; null once cleared. */
  onChange: (drawing: SignatureDrawing | null) => void;
  label: string;
}

/** Where the client signs with a finger or a pen (signature_pad draws the strokes as they are made). */
export function SignaturePad({ onChange, label }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadDrawer | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    // Sharp on a high-density screen: the canvas holds device pixels, the strokes stay in CSS pixels.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    canvas.getContext('2d')?.scale(ratio, ratio);
    const pad = new SignaturePadDrawer(canvas, { penColor: '#111', minDistance: 3 });
    padRef.current = pad;
    const report = () => {
      const drawing = toSignatureDrawing(pad.toData(), canvas.offsetWidth, canvas.offsetHeight);
      setEmpty(drawing === null);
      onChangeRef.current(drawing);
    };
    pad.addEventListener('endStroke', report);
    return () => {
      pad.removeEventListener('endStroke', report);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    setEmpty(true);
    onChangeRef.current(null);
  };

  return (
    <div>
      <Box
        pos="relative"
        style={{
          border: '1px dashed var(--mantine-color-gray-5)',
          borderRadius: 'var(--mantine-radius-md)',
          background: 'white',
        }}
      >
        <canvas
          ref={canvasRef}
          aria-label={label}
          style={{ width: '100%', height: 200, display: 'block', touchAction: 'none', cursor: 'crosshair' }}
        />
        {empty && (
          <Text size="sm" c="dimmed" pos="absolute" top="45%" w="100%" ta="center" style={{ pointerEvents: 'none' }}>
            Nënshkruani këtu me gisht ose me laps
          </Text>
        )}
      </Box>
      <Group justify="flex-end" mt={4}>
        <Button variant="subtle" size="xs" color="gray" onClick={clear} disabled={empty}>
          Pastro
        </Button>
      </Group>
    </div>
  );
}
