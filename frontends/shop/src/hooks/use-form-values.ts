import { useCallback, useState, type ChangeEvent } from 'react';
import { missingFields } from '../utils/required-fields';

type Errors<T> = Partial<Record<keyof T, string>>;

export interface FormValues<T extends Record<string, string>> {
  values: T;
  errors: Errors<T>;
  setValue: (key: keyof T, value: string) => void;
  /** value, error and onChange for a TextInput or Textarea. */
  inputProps: (key: keyof T) => {
    value: string;
    error: string | undefined;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  };
  /** Marks the empty required fields; true when none is empty. */
  validate: (required: readonly (keyof T)[]) => boolean;
  clearErrors: () => void;
  reset: (values?: T) => void;
}

/** Text fields of a small form with "required" errors that clear as the user types. */
export function useFormValues<T extends Record<string, string>>(initial: T): FormValues<T> {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors<T>>({});

  const setValue = useCallback((key: keyof T, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  }, []);

  const inputProps = (key: keyof T) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(key, event.currentTarget.value),
  });

  const validate = (required: readonly (keyof T)[]) => {
    const found = missingFields(values, required);
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const clearErrors = useCallback(() => setErrors({}), []);
  const [initialValues] = useState(initial);
  const reset = useCallback(
    (next?: T) => {
      setValues(next ?? initialValues);
      setErrors({});
    },
    [initialValues],
  );

  return { values, errors, setValue, inputProps, validate, clearErrors, reset };
}
