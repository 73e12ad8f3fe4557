import { joinPoint, pointAt, pointBetween } from './pattern-path';

describe('pattern path', () => {
  it('finds the point a straight stroke passes over', () => {
    expect([
      pointBetween(1, 3),
      pointBetween(1, 9),
      pointBetween(7, 1),
      pointBetween(3, 7),
      pointBetween(2, 8),
      pointBetween(4, 6),
    ]).toEqual([2, 5, 4, 5, 5, 5]);
    expect([pointBetween(1, 2), pointBetween(1, 6), pointBetween(1, 8)]).toEqual([null, null, null]);
  });

  it('joins each point once, and the point passed over when it is not used yet', () => {
    const drawn = [1, 3, 9, 7].reduce(joinPoint, '');
    expect(drawn).toBe('1236987');
    expect(joinPoint('25', 8)).toBe('258');
    expect(joinPoint('5', 5)).toBe('5');
    // 2 is already used: the stroke from 1 to 3 just passes over it.
    expect(joinPoint('21', 3)).toBe('213');
  });

  it('hits a point only near its centre', () => {
    expect(pointAt(52, 48)).toBe(1);
    expect(pointAt(250, 250)).toBe(9);
    expect(pointAt(100, 100)).toBeNull();
  });
});
