import { TEXTS } from '../texts';
import { FORM_TEXTS, emailRule, newPasswordRule, passwordConfirmationRule, requiredRule } from './form-rules';

describe('form rules', () => {
  it('asks for a value where only whitespace or nothing was given', () => {
    expect(requiredRule('')).toBe('Kjo fushë është e detyrueshme');
    expect(requiredRule('   ')).toBe(FORM_TEXTS.required);
    expect(requiredRule(null)).toBe(FORM_TEXTS.required);
    expect(requiredRule('Prishtinë')).toBeNull();
  });

  it('checks the shape of an email address', () => {
    expect(emailRule('')).toBe(FORM_TEXTS.required);
    expect(emailRule('arben')).toBe(FORM_TEXTS.email);
    expect(emailRule('arben@servisi')).toBe(FORM_TEXTS.email);
    expect(emailRule(' arben@servisi.com ')).toBeNull();
  });

  it('takes a new password of 8 to 128 characters', () => {
    expect(newPasswordRule('')).toBe(FORM_TEXTS.required);
    expect(newPasswordRule('1234567')).toBe('Fjalëkalimi duhet të ketë të paktën 8 karaktere');
    expect(newPasswordRule('12345678')).toBeNull();
    expect(newPasswordRule('x'.repeat(129))).toBe(FORM_TEXTS.passwordTooLong);
  });

  it('wants the confirmation to be the same password', () => {
    expect(passwordConfirmationRule('', { password: 'fjalekalim' })).toBe(FORM_TEXTS.required);
    expect(passwordConfirmationRule('fjalekalimi', { password: 'fjalekalim' })).toBe(TEXTS.passwordsDiffer);
    expect(passwordConfirmationRule('fjalekalim', { password: 'fjalekalim' })).toBeNull();
  });
});
