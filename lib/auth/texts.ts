/** Texts of the sign-in, SSO and logout flows (behaviour §2.13, 2.14, 4, 5 and 8). Exact wording. */

/** Behaviour §5: login form validation. */
export const LOGIN_VALIDATION = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  captchaRequired: 'CAPTCHA is required',
  captchaInvalid: 'Invalid CAPTCHA. Please try again.',
  invalidResponse: 'Invalid response format',
} as const;

/** Behaviour §8: login errors. */
export const LOGIN_ERRORS = {
  badCredentials: 'Username or password is incorrect. Please try again.',
  server: 'Server error. Please try again later.',
  generic: 'An error occurred during login. Please try again.',
  noToken: 'Login failed. Server did not provide authentication token.',
  authenticationFailed: 'Authentication failed',
  loginFailed: 'Login failed',
  contextFailed: 'Login context update failed. Please try again.',
  noTokenGiven: 'No token provided to login function.',
  /** When WordPress refuses the editor hand-over (its own session for the editor). */
  createSessionFailed: (statusText: string) => `Failed to create session: ${statusText}`,
  /** Logged when WordPress's logout fails (ignored for the user, behaviour §7). */
  logoutRequestFailed: (statusText: string) => `Logout request failed: ${statusText}`,
  /** Not in the spec: the throttle's message (a clear message). */
  throttled: (minutes: number) => `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
} as const;

/** Behaviour §8: single sign-on. */
export const SSO_TEXTS = {
  finalizing: 'Finalizing Single Sign-On, please wait...',
  redirectShortly: 'You will be redirected shortly.',
  callbackMissing: 'SSO callback error: Token or success status missing.',
  failedWithStatus: (status: string) => `SSO failed with status: ${status}`,
  initiateFailed: 'Failed to initiate SSO.',
  initiateStatus: (code: number) => `SSO Initiation Failed: Status ${code}`,
  initiateInvalid: 'SSO initiation failed: Invalid server response.',
  initiateGeneric: 'An error occurred during SSO login initiation.',
  logoutMisconfigured: 'Global logout service is misconfigured. You have been logged out locally only.',
  logoutUrlError: 'Logout failed due to a URL construction error (CAS). Please contact support.',
} as const;

/**
 * The plugin's sso_message texts (routes-sso.php, the CAS callback's failures): the only messages
 * from outside the portal that /login will show.
 */
export const WORDPRESS_SSO_MESSAGES = [
  'Single sign-on is not configured on this site.',
  'No CAS ticket was received.',
  'This CAS account has no user on the portal.',
  'Token authentication is not configured on this site.',
] as const;

/** Behaviour §2.14: sso_error values the callback sends /login. */
export const SSO_ERROR_CODES = ['callback_failed', 'context_login_issue', 'context_login_exception'] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

/** Behaviour §4: logout toasts, Indonesian and English. */
export const LOGOUT_TEXTS = {
  id: { success: 'Berhasil keluar', failure: 'Gagal keluar. Silakan coba lagi.' },
  en: { success: 'Successfully logged out', failure: 'Logout failed. Please try again.' },
} as const;

/** Texts of the login page itself (behaviour §2.13). */
export const LOGIN_PAGE_TEXTS = {
  title: 'Login',
  subtitle: 'Masuk ke Portal BUA',
  username: 'Username',
  password: 'Password',
  captcha: 'CAPTCHA',
  captchaImageAlt: 'Gambar CAPTCHA: ketik 6 huruf dan angka yang tampil',
  captchaRefresh: 'Muat ulang CAPTCHA',
  submit: 'Masuk',
  submitting: 'Memproses...',
  sso: 'Login dengan SSO',
  forgot: 'Lupa Password?',
  successTitle: 'Login Berhasil',
  successBody: 'Anda akan dialihkan...',
} as const;
