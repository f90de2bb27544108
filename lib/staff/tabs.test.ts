import { ADMIN_TABS, parseAdminTab, parseRedakturTab, REDAKTUR_TABS, tabsHolding } from './tabs';

describe('tabs', () => {
  it('admin: Semua, Diterbitkan, Internal, Diproses; editor: Tertunda (default), Diterbitkan', () => {
    expect(ADMIN_TABS.map((tab) => tab.label)).toEqual(['Semua', 'Diterbitkan', 'Internal', 'Diproses']);
    expect(REDAKTUR_TABS.map((tab) => tab.label)).toEqual(['Tertunda', 'Diterbitkan']);
    expect(parseRedakturTab(undefined)).toBe('tertunda');
    expect(parseAdminTab(undefined)).toBe('semua');
  });

  it('reads known ids only', () => {
    expect(parseAdminTab('internal')).toBe('internal');
    expect(parseAdminTab(['diproses'])).toBe('diproses');
    expect(parseAdminTab('INTERNAL')).toBe('semua');
    expect(parseAdminTab('__proto__')).toBe('semua');
    expect(parseRedakturTab('diterbitkan')).toBe('diterbitkan');
    expect(parseRedakturTab('semua')).toBe('tertunda');
  });

  it('knows which tabs hold a status (for the counts of an optimistic delete)', () => {
    expect(tabsHolding(ADMIN_TABS, 'private')).toEqual(['semua', 'internal']);
    expect(tabsHolding(ADMIN_TABS, 'draft')).toEqual(['semua']);
    expect(tabsHolding(REDAKTUR_TABS, 'pending')).toEqual(['tertunda']);
    expect(tabsHolding(REDAKTUR_TABS, 'private')).toEqual([]);
  });
});
