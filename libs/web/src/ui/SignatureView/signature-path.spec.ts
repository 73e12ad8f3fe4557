import { signaturePaths, strokePath } from './signature-path';

describe('signature paths', () => {
  it('draws a smooth curve through the midpoints, ending on the last point', () => {
    expect(strokePath([0, 0, 10, 10, 20, 0])).toBe('M0 0Q10 10 15 5L20 0');
  });

  it('draws a straight line for two points and a dot for one', () => {
    expect(strokePath([5, 5, 15, 25])).toBe('M5 5L15 25');
    expect(strokePath([7, 8])).toBe('M7 8h0.1');
  });

  it('draws every stroke of a drawing', () => {
    expect(
      signaturePaths({
        width: 100,
        height: 50,
        strokes: [
          [1, 2],
          [3, 4, 5, 6],
        ],
      }),
    ).toEqual(['M1 2h0.1', 'M3 4L5 6']);
  });
});
