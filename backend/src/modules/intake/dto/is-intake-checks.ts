import { ValidateBy, type ValidationOptions } from 'class-validator';
import { INTAKE_CHECKS, INTAKE_CHECK_STATES, type IntakeCheck, type IntakeCheckState } from '@repair-shop/contracts';

const isCheck = (key: string): key is IntakeCheck => (INTAKE_CHECKS as readonly string[]).includes(key);
const isState = (value: unknown): value is IntakeCheckState =>
  (INTAKE_CHECK_STATES as readonly unknown[]).includes(value);

/** The checklist's answers: known checks only, each ok, damaged or untested (a check left out is untested). */
export function IsIntakeChecks(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isIntakeChecks',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'object' &&
          value !== null &&
          !Array.isArray(value) &&
          Object.entries(value).every(([key, state]) => isCheck(key) && isState(state)),
        defaultMessage: () => 'unknown check or state',
      },
    },
    options,
  );
}
