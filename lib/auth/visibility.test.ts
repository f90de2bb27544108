import { isReadableIn, seesStaffView, STAFF_VIEW, staffBureau, statusesFor } from './visibility';

describe('staffBureau', () => {
  it("uses the session's bureau, else the login's part after the first underscore (behaviour §4)", () => {
    expect(staffBureau({ bureau: 'humas', login: 'admin_keuangan' })).toBe('humas');
    expect(staffBureau({ bureau: ' HUMAS ', login: 'x' })).toBe('humas');
    expect(staffBureau({ bureau: null, login: 'admin_keuangan' })).toBe('keuangan');
  });

  it('is null when neither names one of the seven bureaus (nothing is listed then)', () => {
    expect(staffBureau({ bureau: null, login: 'admin' })).toBeNull();
    expect(staffBureau({ bureau: 'akademik', login: 'admin_akademik' })).toBeNull();
  });
});

describe('who sees what (behaviour §6)', () => {
  it('gives a visitor published posts only, and the staff view private ones too', () => {
    expect(['publish', 'private', 'pending', 'draft', 'future'].filter((status) => isReadableIn(status))).toEqual(['publish']);
    expect(['publish', 'private', 'pending', 'draft', 'future'].filter((status) => isReadableIn(status, STAFF_VIEW))).toEqual(['publish', 'private']);
  });

  it('gives the staff view to the roles that read every bureau’s private posts, and to no other', () => {
    for (const role of ['bureau_admin', 'bureau_redaktur', 'administrator', 'editor']) expect(seesStaffView({ roles: ['subscriber', role] })).toBe(true);
    expect(seesStaffView({ roles: ['subscriber', 'author', 'contributor'] })).toBe(false);
    expect(seesStaffView({ roles: [] })).toBe(false);
  });

  it('asks WordPress for published posts only without a token or the staff reader, whatever was requested', () => {
    expect(statusesFor({ status: ['private', 'draft'] })).toEqual(['publish']);
    expect(statusesFor({ status: ['private', 'draft'], token: 't' })).toEqual(['private', 'draft']);
    expect(statusesFor({ status: 'private', staffReader: true })).toEqual(['private']);
    expect(statusesFor({ token: 't' })).toEqual(['publish']);
  });
});
