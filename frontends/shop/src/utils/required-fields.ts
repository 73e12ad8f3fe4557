import { REQUIRED_TEXT } from '@repair-shop/web';

export { REQUIRED_TEXT };

/** An error for every listed field that is empty or only whitespace. */
export function missingFields<T extends Record<string, string>>(values: T, keys: readonly (keyof T)[]): Partial<Record<keyof T, string>> {
  const errors: Partial<Record<keyof T, string>> = {};
  for (const key of keys) if (!values[key].trim()) errors[key] = REQUIRED_TEXT;
  return errors;
}

/** The same values with surrounding whitespace removed. */
export function trimmed<T extends Record<string, string>>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;
}
