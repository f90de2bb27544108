import { loginErrorText, ssoErrorText } from './ssoErrorText';

const GENERIC_SSO_ERROR = 'SSO callback error: Token or success status missing.';
const GENERIC_LOGIN_ERROR = 'An error occurred during login. Please try again.';

describe('ssoErrorText', () => {
  it.each([
    ['sso_error=callback_failed&message=<b>Akun Anda diblokir, hubungi 0800-PHISH</b>', GENERIC_SSO_ERROR],
    ['sso_error=context_login_issue&message=Call%20us', 'Login context update failed. Please try again.'],
    ['sso_error=whatever&message=Call%20us', GENERIC_SSO_ERROR],
  ])("shows the portal's own texts only, never the address's: %s → %p", (query, expected) => {
    expect(ssoErrorText(new URLSearchParams(query))).toBe(expected);
  });

  it.each([
    ['sso_error=callback_failed&message=SSO%20failed%20with%20status%3A%20cancelled', 'SSO failed with status: cancelled'],
    ['sso_error=callback_failed&message=SSO%20failed%20with%20status%3A%20%3Cscript%3E', GENERIC_SSO_ERROR],
    ['sso_error=context_login_issue&message=Authentication%20failed', 'Authentication failed'],
    ['sso_error=callback_failed&message=This%20CAS%20account%20has%20no%20user%20on%20the%20portal.', 'This CAS account has no user on the portal.'],
    ['sso_error=callback_failed', GENERIC_SSO_ERROR],
    ['message=x', null],
  ])('keeps the texts the SSO callback sends: %s → %p', (query, expected) => {
    expect(ssoErrorText(new URLSearchParams(query))).toBe(expected);
  });
});

describe('loginErrorText (a failed sign-in without JavaScript)', () => {
  it.each([
    ['error=Username%20or%20password%20is%20incorrect.%20Please%20try%20again.', 'Username or password is incorrect. Please try again.'],
    ['error=Invalid%20CAPTCHA.%20Please%20try%20again.', 'Invalid CAPTCHA. Please try again.'],
    ['error=Too%20many%20failed%20login%20attempts.%20Please%20try%20again%20in%205%20minutes.', 'Too many failed login attempts. Please try again in 5 minutes.'],
  ])("shows the portal's own texts, the throttle's included: %s → %p", (query, expected) => {
    expect(loginErrorText(new URLSearchParams(query))).toBe(expected);
  });

  it.each([
    ['error=CredentialsSignin', GENERIC_LOGIN_ERROR],
    ['error=Hubungi%200800-PHISH', GENERIC_LOGIN_ERROR],
    ['returnTo=%2Fadmin', null],
  ])('anything else is the generic text; no error, no text: %s → %p', (query, expected) => {
    expect(loginErrorText(new URLSearchParams(query))).toBe(expected);
  });
});
