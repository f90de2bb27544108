import type { StaffClaims } from '@/lib/auth/tokenLifecycle';

/** The staff the unit tests sign in as: a bureau admin (Humas) and a redaktur (Umum). */
export type StaffPersona = 'admin' | 'redaktur';

/** A persona's user as a session shows it (login, name, roles, bureau). */
export function staffProfile(persona: StaffPersona): Pick<StaffClaims, 'login' | 'name' | 'roles' | 'bureau'> {
  return persona === 'admin'
    ? { login: 'admin_humas', name: 'Admin Humas', roles: ['bureau_admin'], bureau: 'humas' }
    : { login: 'redaktur_umum', name: 'Redaktur Umum', roles: ['bureau_redaktur'], bureau: 'umum' };
}

/** A persona's session claims as getAuthSession answers them: password login, WordPress token valid far ahead; overrides win. */
export function staffClaims(persona: StaffPersona, overrides: Partial<StaffClaims> = {}): StaffClaims {
  const profile = staffProfile(persona);
  const id = profile.login.replace('_', '-');
  return { sid: `sid-${id}`, issuedAt: 1_767_600_000, ...profile, isSso: false, wpToken: `wp-jwt-of-${id}`, wpTokenExp: 4_000_000_000, validatedAt: 0, ...overrides };
}

/** An unsigned JWT-shaped token whose payload holds `exp` (seconds) and `claims`: enough for code that only reads exp. */
export function fakeJwt(exp: number, claims: object = {}): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ typ: 'JWT', alg: 'HS256' })}.${part({ exp, ...claims })}.c2ln`;
}
