import { BUREAUS, BUREAU_IDS, bureauFromLogin, getBureau, inferBureau, isBureauId } from './bureaus';

describe('the seven bureaus', () => {
  it('has the ids, names and profile pages of behaviour §1 and 2.1', () => {
    expect(BUREAU_IDS).toEqual(['perencanaan', 'kepegawaian', 'keuangan', 'perlengkapan', 'pimpinan', 'humas', 'umum']);
    expect(BUREAUS.map((bureau) => [bureau.id, bureau.profilePath])).toEqual([
      ['perencanaan', '/BiroPerencanaan'],
      ['kepegawaian', '/BiroKepegawaian'],
      ['keuangan', '/BiroKeuangan'],
      ['perlengkapan', '/BiroPerlengkapan'],
      ['pimpinan', '/BiroSekretariatan'],
      ['humas', '/BiroHumas'],
      ['umum', '/BiroUmum'],
    ]);
    expect(getBureau('pimpinan')?.patterns).toEqual(['admin_pimpinan', 'pimpinan', 'sekretariat']);
    expect(getBureau('perencanaan')?.patterns).toEqual(['admin_perencanaan', 'perencanaan']);
    expect(getBureau('sekretariatan')).toBeUndefined();
  });

  it('recognises bureau ids exactly', () => {
    expect(isBureauId('humas')).toBe(true);
    expect(isBureauId('Humas')).toBe(false);
    expect(isBureauId('sekretariatan')).toBe(false);
    expect(isBureauId(undefined)).toBe(false);
  });
});

describe('inferBureau', () => {
  it('takes a valid route bureau first', () => {
    expect(inferBureau({ routeBureauId: 'humas', postBureau: 'keuangan', authorLogin: 'admin_umum' })).toBe('humas');
  });

  it('then the post bureau', () => {
    expect(inferBureau({ postBureau: 'keuangan', authorLogin: 'admin_umum' })).toBe('keuangan');
  });

  it('ignores a route bureau that is not a bureau id (no pattern matching on it)', () => {
    expect(inferBureau({ routeBureauId: 'sekretariatan' })).toBeNull();
    expect(inferBureau({ routeBureauId: 'sekretariatan', postBureau: 'keuangan' })).toBe('keuangan');
    expect(inferBureau({ routeBureauId: 'sekretariatan', authorLogin: 'admin_perlengkapan' })).toBe('perlengkapan');
    expect(inferBureau({ routeBureauId: 'HUMAS' })).toBeNull();
    expect(inferBureau({ routeBureauId: 'unknown', postBureau: 'umum' })).toBe('umum');
  });

  it('ignores an invalid post bureau', () => {
    expect(inferBureau({ postBureau: 'Biro Humas', authorSlug: 'admin_keuangan' })).toBe('keuangan');
  });

  it('matches the patterns against slug, name and login', () => {
    expect(inferBureau({ authorSlug: 'admin_kepegawaian' })).toBe('kepegawaian');
    expect(inferBureau({ authorName: 'Tim Perlengkapan' })).toBe('perlengkapan');
    expect(inferBureau({ authorLogin: 'redaktur_humas' })).toBe('humas');
  });

  it('matches case-insensitively as substrings', () => {
    expect(inferBureau({ authorName: 'ADMIN KEUANGAN' })).toBe('keuangan');
    expect(inferBureau({ authorLogin: 'Admin_Humas' })).toBe('humas');
    expect(inferBureau({ authorSlug: 'xxumumxx' })).toBe('umum');
  });

  it("maps 'sekretariat' to pimpinan and 'admin_perencanaan' to perencanaan", () => {
    expect(inferBureau({ authorLogin: 'admin_sekretariat' })).toBe('pimpinan');
    expect(inferBureau({ authorName: 'Sekretariat Badan' })).toBe('pimpinan');
    expect(inferBureau({ authorLogin: 'admin_perencanaan' })).toBe('perencanaan');
  });

  it('answers null for unknown authors and no hints', () => {
    expect(inferBureau({ authorSlug: 'editor', authorName: 'Editor', authorLogin: 'editor' })).toBeNull();
    expect(inferBureau({})).toBeNull();
    expect(inferBureau({ routeBureauId: null, postBureau: null, authorSlug: '', authorName: null })).toBeNull();
  });

  it('picks by bureau order, not by field order, when fields disagree', () => {
    // slug says umum, login says humas: humas comes first in BUREAUS.
    expect(inferBureau({ authorSlug: 'admin_umum', authorLogin: 'admin_humas' })).toBe('humas');
    expect(inferBureau({ authorSlug: 'admin_humas', authorLogin: 'admin_perencanaan' })).toBe('perencanaan');
  });
});

describe('bureauFromLogin', () => {
  it('takes the part after the first underscore', () => {
    expect(bureauFromLogin('admin_humas')).toBe('humas');
    expect(bureauFromLogin('redaktur_biro_umum')).toBe('biro_umum');
    expect(bureauFromLogin('Admin_HUMAS')).toBe('humas');
    expect(bureauFromLogin('_keuangan')).toBe('keuangan');
  });

  it('answers null without a usable underscore', () => {
    expect(bureauFromLogin('admin')).toBeNull();
    expect(bureauFromLogin('admin_')).toBeNull();
    expect(bureauFromLogin('')).toBeNull();
    expect(bureauFromLogin(null)).toBeNull();
    expect(bureauFromLogin(undefined)).toBeNull();
  });
});
