/** @jest-environment node */
import { staffClaims } from '@/tests/unit/sessions';
import { readerOf } from './session';

jest.mock('next/headers', () => ({ cookies: jest.fn() }));
jest.mock('next-auth/jwt', () => ({ getToken: jest.fn() }));

describe('readerOf (who may read through the cache all staff share)', () => {
  it('is staff for bureau admins, bureau editors and WordPress administrators', () => {
    for (const roles of [['bureau_admin'], ['bureau_redaktur'], ['administrator']]) {
      expect(readerOf({ ...staffClaims('admin'), roles, wpToken: 'jwt' })).toEqual({ token: 'jwt', staff: true });
    }
  });

  it('is not staff for any other signed-in account: its reads are never shared', () => {
    for (const roles of [[], ['subscriber'], ['author'], ['editor']]) {
      expect(readerOf({ ...staffClaims('admin'), roles, wpToken: 'jwt' })).toEqual({ token: 'jwt', staff: false });
    }
  });
});
