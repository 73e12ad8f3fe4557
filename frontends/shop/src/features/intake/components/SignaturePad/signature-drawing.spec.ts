import { SIGNATURE_LIMITS } from '@repair-shop/contracts';
import { toSignatureDrawing } from './signature-drawing';

describe('toSignatureDrawing', () => {
  it('keeps the strokes as whole-number points inside the box', () => {
    const drawing = toSignatureDrawing(
      [
        {
          points: [
            { x: 10.4, y: 20.6 },
            { x: 400.9, y: -3 },
          ],
        },
        { points: [{ x: 5, y: 5 }] },
      ],
      400,
      150,
    );
    expect(drawing).toEqual({
      width: 400,
      height: 150,
      strokes: [
        [10, 21, 400, 0],
        [5, 5],
      ],
    });
  });

  it('is null when nothing was drawn', () => {
    expect(toSignatureDrawing([], 400, 150)).toBeNull();
    expect(toSignatureDrawing([{ points: [] }], 400, 150)).toBeNull();
    expect(toSignatureDrawing([{ points: [{ x: 1, y: 1 }] }], 0, 150)).toBeNull();
  });

  it('thins a very long signature down to what the server takes, keeping each stroke’s ends', () => {
    const points = Array.from({ length: SIGNATURE_LIMITS.maxPoints * 3 }, (_, index) => ({
      x: index % 400,
      y: index % 150,
    }));
    const drawing = toSignatureDrawing([{ points }], 400, 150);
    const [stroke] = drawing?.strokes ?? [];
    expect(stroke.length / 2).toBeLessThanOrEqual(SIGNATURE_LIMITS.maxPoints);
    expect(stroke.slice(-2)).toEqual([points[points.length - 1].x, points[points.length - 1].y]);
  });
});
