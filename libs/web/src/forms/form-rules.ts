import { PASSWORD_LENGTH } from '@repair-shop/contracts';
import { TEXTS } from '../texts';

/**
 * Checks for `@mantine/form`'s `validate`, each answering the Albanian sentence shown under the field
 * (null when the value is fine). Forms use them with `noValidate`, so the browser never shows its own
 * English bubble ("Please fill out this field.").
 */
export const FORM_TEXTS = {
  required: 'Kjo fushë është e detyrueshme',
  email: 'Shkruani një adresë email të vlefshme, p.sh. emri@shembull.com',
  passwordTooShort: `Fjalëkalimi duhet të ketë të paktën ${PASSWORD_LENGTH.min} karaktere`,
  passwordTooLong: `Fjalëkalimi mund të ketë deri në ${PASSWORD_LENGTH.max} karaktere`,
} as const;

export const REQUIRED_TEXT = FORM_TEXTS.required;

/** Something other than whitespace was written or chosen. */
export function requiredRule(value: string | null | undefined): string | null {
  return value?.trim() ? null : FORM_TEXTS.required;
}

/** A written email address that looks like one (the server decides the rest). */
export function emailRule(value: string): string | null {
  const email = value.trim();
  if (!email) return FORM_TEXTS.required;
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? null : FORM_TEXTS.email;
}

/** A new password as the server takes it. */
export function newPasswordRule(value: string): string | null {
  if (!value) return FORM_TEXTS.required;
  if (value.length < PASSWORD_LENGTH.min) return FORM_TEXTS.passwordTooShort;
  return value.length > PASSWORD_LENGTH.max ? FORM_TEXTS.passwordTooLong : null;
}

/** The new password typed again: the same as `password`. */
export function passwordConfirmationRule(value: string, values: { password: string }): string | null {
  if (!value) return FORM_TEXTS.required;
  return value === values.password ? null : TEXTS.passwordsDiffer;
}

/** The rules of a form's `password` and `confirmPassword`, for every place a password is chosen. */
export const NEW_PASSWORD_RULES = { password: newPasswordRule, confirmPassword: passwordConfirmationRule };
