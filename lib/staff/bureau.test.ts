import { staffBureau } from './bureau';

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
