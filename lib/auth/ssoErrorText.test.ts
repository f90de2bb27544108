import { loginErrorText, ssoErrorText } from './ssoErrorText';

const text = (query: string) => ssoErrorText(new URLSearchParams(query));

describe('ssoErrorText', () => {
  it("shows the portal's own texts only, never the address's", () => {
    expect(text('sso_error=callback_failed&message=<b>Akun Anda diblokir, hubungi 0800-PHISH</b>')).toBe('SSO callback error: Token or success status missing.');
    expect(text('sso_error=context_login_issue&message=Call%20us')).toBe('Login context update failed. Please try again.');
    expect(text('sso_error=whatever&message=Call%20us')).toBe('SSO callback error: Token or success status missing.');
  });

  it('keeps the texts the SSO callback sends', () => {
    expect(text('sso_error=callback_failed&message=SSO%20failed%20with%20status%3A%20cancelled')).toBe('SSO failed with status: cancelled');
    expect(text('sso_error=callback_failed&message=SSO%20failed%20with%20status%3A%20%3Cscript%3E')).toBe('SSO callback error: Token or success status missing.');
    expect(text('sso_error=context_login_issue&message=Authentication%20failed')).toBe('Authentication failed');
    expect(text('sso_error=callback_failed&message=This%20CAS%20account%20has%20no%20user%20on%20the%20portal.')).toBe('This CAS account has no user on the portal.');
    expect(text('sso_error=callback_failed')).toBe('SSO callback error: Token or success status missing.');
    expect(text('message=x')).toBeNull();
  });
});

describe('loginErrorText (a failed sign-in without JavaScript)', () => {
  const error = (query: string) => loginErrorText(new URLSearchParams(query));

  it("shows the portal's own texts, the throttle's included", () => {
    expect(error('error=Username%20or%20password%20is%20incorrect.%20Please%20try%20again.')).toBe('Username or password is incorrect. Please try again.');
    expect(error('error=Invalid%20CAPTCHA.%20Please%20try%20again.')).toBe('Invalid CAPTCHA. Please try again.');
    expect(error('error=Too%20many%20failed%20login%20attempts.%20Please%20try%20again%20in%205%20minutes.')).toBe('Too many failed login attempts. Please try again in 5 minutes.');
  });

  it('anything else is the generic text; no error, no text', () => {
    expect(error('error=CredentialsSignin')).toBe('An error occurred during login. Please try again.');
    expect(error('error=Hubungi%200800-PHISH')).toBe('An error occurred during login. Please try again.');
    expect(error('returnTo=%2Fadmin')).toBeNull();
  });
});
