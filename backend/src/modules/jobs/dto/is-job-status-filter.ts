import { ValidateBy, type ValidationOptions } from 'class-validator';
import { parseJobStatusFilter } from '@repair-shop/contracts';

/** One status, or several separated by commas (`new,in_process,ready`), each a wire value of JOB_STATUSES. */
export function IsJobStatusFilter(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isJobStatusFilter',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseJobStatusFilter(value) !== null,
        defaultMessage: () => 'not a list of statuses',
      },
    },
    options,
  );
}
