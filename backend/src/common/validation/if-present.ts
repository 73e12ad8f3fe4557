import { ValidateIf } from 'class-validator';

/** For partial updates: a field is validated only when sent; null is then refused like any bad value. */
export const IfPresent = (): PropertyDecorator => ValidateIf((_: unknown, value: unknown) => value !== undefined);
