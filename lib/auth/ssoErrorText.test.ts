import { ssoErrorText } from './ssoErrorText';

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
