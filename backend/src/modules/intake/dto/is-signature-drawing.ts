import { ValidateBy, type ValidationOptions } from 'class-validator';
import { SIGNATURE_LIMITS, type SignatureDrawing } from '@repair-shop/contracts';

const isWhole = (value: unknown, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;

/**
 * A drawn signature: a box of whole-number sides, and at least one stroke of whole-number points inside
 * it, bounded in count, so that what is kept is lines and nothing else.
 */
export function isSignatureDrawing(value: unknown): value is SignatureDrawing {
  if (typeof value !== 'object' || value === null) return false;
  const { width, height, strokes } = value as Partial<SignatureDrawing>;
  if (
    !isWhole(width, SIGNATURE_LIMITS.maxSide) ||
    !isWhole(height, SIGNATURE_LIMITS.maxSide) ||
    width === 0 ||
    height === 0
  )
    return false;
  if (!Array.isArray(strokes) || strokes.length === 0 || strokes.length > SIGNATURE_LIMITS.maxStrokes) return false;
  let points = 0;
  for (const stroke of strokes) {
    if (!Array.isArray(stroke) || stroke.length < 2 || stroke.length % 2 !== 0) return false;
    points += stroke.length / 2;
    if (points > SIGNATURE_LIMITS.maxPoints) return false;
    for (let i = 0; i < stroke.length; i += 2) {
      if (!isWhole(stroke[i], width) || !isWhole(stroke[i + 1], height)) return false;
    }
  }
  return true;
}

export function IsSignatureDrawing(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSignatureDrawing',
      validator: { validate: isSignatureDrawing, defaultMessage: () => 'not a signature' },
    },
    options,
  );
}
