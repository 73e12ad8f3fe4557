import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PASSWORD_LENGTH } from '@repair-shop/contracts';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export const EMPTY_NEW_PASSWORD: NewPasswordValues = { password: '', confirmPassword: '' };

interface Props {
  /** The form's input props of its `password` and `confirmPassword` (checked with NEW_PASSWORD_RULES). */
  inputProps: (field: keyof NewPasswordValues) => GetInputPropsReturnType;
  label?: string;
}

/** The two inputs of a new password (registration, reset, invitation): the password, then the same again. */
export function NewPasswordFields({ inputProps, label = 'Fjalëkalimi' }: Props) {
  return (
    <>
      <PasswordInput
        label={label}
        description={`Të paktën ${PASSWORD_LENGTH.min} karaktere`}
        withAsterisk
        autoComplete="new-password"
        {...inputProps('password')}
      />
      <PasswordInput
        label="Konfirmo fjalëkalimin"
        withAsterisk
        autoComplete="new-password"
        {...inputProps('confirmPassword')}
      />
    </>
  );
}
