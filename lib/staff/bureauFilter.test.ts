import { ADMIN_BUREAU_FILTER, parseBureauFilter } from './bureauFilter';

describe('the admin bureau filter (behaviour §2.15)', () => {
  it("offers the spec's display names", () => {
    expect(ADMIN_BUREAU_FILTER.map((option) => [option.id, option.name])).toEqual([
      ['humas', 'Hubungan Masyarakat'],
      ['kepegawaian', 'Kepegawaian'],
      ['keuangan', 'Keuangan'],
      ['umum', 'Umum'],
      ['akademik', 'Akademik'],
      ['kemahasiswaan', 'Kemahasiswaan'],
    ]);
  });

  it('reads only its own ids', () => {
    expect(parseBureauFilter('keuangan')).toBe('keuangan');
    expect(parseBureauFilter('akademik')).toBe('akademik');
    for (const bad of [null, '', 'pimpinan', 'HUMAS', ['humas'], '<b>']) expect(parseBureauFilter(bad)).toBeNull();
  });
});
