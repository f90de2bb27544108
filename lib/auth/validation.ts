import { LOGIN_VALIDATION } from './texts';

export interface LoginFields {
  username: string;
  password: string;
  captcha: string;
}

export type LoginFieldErrors = Partial<Record<keyof LoginFields, string>>;

/** Behaviour §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

/** Behaviour §5 login validation, run in the browser for the messages and again on the server. */
export function validateLoginFields(fields: Partial<LoginFields>): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const username = fields.username ?? '';
  const password = fields.password ?? '';
  const captcha = fields.captcha ?? '';
  if (!username.trim()) errors.username = LOGIN_VALIDATION.usernameRequired;
  if (!password) errors.password = LOGIN_VALIDATION.passwordRequired;
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = LOGIN_VALIDATION.passwordTooShort;
  if (!captcha.trim()) errors.captcha = LOGIN_VALIDATION.captchaRequired;
  return errors;
}

export function hasErrors(errors: LoginFieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
