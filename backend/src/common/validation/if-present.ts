import { ValidateIf } from 'class-validator';

/** For partial updates: a field is validated only when sent; null is then refused like any bad value. */
export const IfPresent = (): PropertyDecorator => ValidateIf((_: unknown, value: unknown) => value !== undefined);

/** The fields of a partial update that were sent: a DTO instance declares every field, undefined when absent. */
export function sentFields<T extends object>(dto: T): Partial<T> {
  return Object.fromEntries(Object.entries(dto).filter(([, value]) => value !== undefined)) as Partial<T>;
}
