import { PasswordInput } from '@mantine/core';
import { useState } from 'react';
import { TEXTS, notifyError } from '@repair-shop/web';

export interface NewPassword {
  password: string;
  confirmPassword: string;
  setPassword: (value: string) => void;
  setConfirmPassword: (value: string) => void;
  /** True when both match; otherwise says so ("Fjalëkalimet nuk përputhen") and answers false. */
  confirmed: () => boolean;
}

/** A password being chosen (registration, reset, invitation) and its confirmation. */
export function useNewPassword(): NewPassword {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const confirmed = () => {
    if (password === confirmPassword) return true;
    notifyError(TEXTS.passwordsDiffer);
    return false;
  };
  return { password, confirmPassword, setPassword, setConfirmPassword, confirmed };
}

/** The two inputs of a new password: the password, then the same again. */
export function NewPasswordFields({ value, label = 'Fjalëkalimi' }: { value: NewPassword; label?: string }) {
  return (
    <>
      <PasswordInput label={label} required value={value.password} onChange={(e) => value.setPassword(e.currentTarget.value)} autoComplete="new-password" />
      <PasswordInput
        label="Konfirmo fjalëkalimin"
        required
        value={value.confirmPassword}
        onChange={(e) => value.setConfirmPassword(e.currentTarget.value)}
        autoComplete="new-password"
      />
    </>
  );
}
