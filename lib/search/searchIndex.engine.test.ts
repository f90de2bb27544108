/** @jest-environment node */
import type { SearchIndexEntry } from '@/lib/wp/search/readSearchIndex';
import { startSearchDatabase } from '@/tests/searchServer';
import { openSearchEngine, runSearchSql, setSearchEngine, type SearchEngine } from './engine';
import { searchIndex, type IndexQuery } from './searchIndex';
import { applyToIndex } from './writeIndex';

/**
 * The search engine for real, on both engines the portal runs: PGlite in this process (the
 * embedded default) and Debian's PostgreSQL 15 (production), with the same SQL. Each probe's words
 * differ from its query's: affixes, stop words, order, case, phrases, typos, weights, highlights,
 * visibility, filters, paging, hostile terms.
 */
jest.setTimeout(60_000);

let nextDay = 0;
function post(id: number, title: string, body: string, extra: Partial<Extract<SearchIndexEntry, { indexable: true }>> = {}): SearchIndexEntry {
  // Each post a day older than the one before unless it says its own date.
  const day = new Date(Date.UTC(2026, 10, 20) - nextDay++ * 86_400_000).toISOString().slice(0, 10);
  return {
    id,
    indexable: true,
    modified_gmt: `${day}T01:00:00`,
    cursor: `${day} 01:00:00`,
    post_type: 'berita',
    status: 'publish',
    slug: `post-${id}`,
    title,
    excerpt: '',
    lead: body.slice(0, 80),
    body,
    date: `${day}T08:00:00`,
    date_gmt: `${day}T01:00:00`,
    bureau_id: 'humas',
    author: 'Admin Humas',
    thumbnail: null,
    ...extra,
  };
}

const FIXTURES: SearchIndexEntry[] = [
  post(1, 'Sekretaris BUA Melantik Dua Belas Pejabat Fungsional', 'Sebanyak dua belas pejabat fungsional dilantik di aula gedung Sekretariat Mahkamah Agung.'),
  post(2, 'Laporan Kinerja Biro Keuangan Tahun 2025', 'Biro Keuangan menyusun laporan kinerja tahunan untuk pimpinan.', { bureau_id: 'keuangan' }),
  post(3, 'Rapat Koordinasi Pengadilan Tinggi Agama', 'Rapat koordinasi membahas pembinaan pengadilan tinggi agama di seluruh Indonesia.'),
  post(4, 'Kunjungan Kerja ke Daerah', 'Gedung yang tinggi itu menjadi tempat kunjungan; pengadilan setempat menyambut rombongan.'),
  post(5, 'Kegiatan Pembinaan Rohani Pegawai', 'Dalam kegiatan ini disampaikan pula komitmen zona integritas seluruh pegawai.', { date: '2026-11-30T08:00:00', date_gmt: '2026-11-30T01:00:00' }),
  post(6, 'Pencanangan Zona Integritas Biro Umum', 'Biro Umum mencanangkan pembangunan zona integritas menuju wilayah bebas korupsi.', { bureau_id: 'umum', date: '2019-03-01T08:00:00', date_gmt: '2019-03-01T01:00:00' }),
  post(7, 'Rahasia Internal Penyusunan Anggaran', 'Catatan internal tentang penyusunan anggaran yang rahasia.', { status: 'private', bureau_id: 'keuangan' }),
  post(8, 'Pengumuman Seleksi Calon Hakim', 'Diumumkan hasil seleksi administrasi calon hakim.', { post_type: 'pengumuman', bureau_id: 'kepegawaian' }),
  post(9, 'Pemberitaan Media tentang Café Budaya', 'Pemberitaan di media mengenai kafe budaya di Jakarta.'),
  post(10, 'Pelatihan Teknis Arsip', 'Pelatihan teknis pengelolaan arsip dinamis.', { post_type: 'artikel' }),
  post(11, 'Pelatihan Teknis Arsip', 'Pelatihan teknis pengelolaan arsip dinamis.', { post_type: 'artikel' }),
  post(13, 'Pemeriksa Hadir', 'Pemeriksaan dimulai pagi.'),
  { id: 12, indexable: false, modified_gmt: '2026-11-01T00:00:00', cursor: '2026-11-01 00:00:00' },
];

const query = (term: string, extra: Partial<IndexQuery> = {}): IndexQuery => ({ term, sort: 'relevance', page: 1, perPage: 10, staff: false, ...extra });
const ids = async (term: string, extra: Partial<IndexQuery> = {}) => (await searchIndex(query(term, extra))).posts.map((hit) => hit.id);

describe.each([
  ['PGlite (embedded)', async () => ({ engine: await openSearchEngine(''), stop: async () => {} })],
  [
    'PostgreSQL 15 (server)',
    async () => {
      const server = await startSearchDatabase(25_432 + Math.floor(Math.random() * 1000));
      try {
        return { engine: await openSearchEngine(server.url), stop: server.stop };
      } catch (error) {
        // An engine that cannot open must not leave its server running.
        await server.stop();
        throw error;
      }
    },
  ],
] as const)('the search index on %s', (_name, open) => {
  let engine: SearchEngine;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    ({ engine, stop } = await open());
    setSearchEngine(engine);
    nextDay = 0;
    await applyToIndex(FIXTURES);
  });
  afterAll(async () => {
    await engine?.close();
    await stop?.();
  });

  it('finds a post by another affix of its words (pelantikan → Melantik, dilantik)', async () => {
    expect(await ids('pelantikan pejabat')).toEqual([1]);
    expect(await ids('dilaporkan')).toEqual([2]);
    expect(await ids('pelaporan kinerja')).toEqual([2]);
  });

  it('ignores stop words, word order and case', async () => {
    expect(await ids('yang rapat dan')).toEqual(await ids('rapat'));
    expect(await ids('KOORDINASI rapat')).toEqual([3]);
  });

  it('requires every word, honours "quoted phrases" and -exclusions', async () => {
    expect((await ids('pengadilan tinggi')).sort()).toEqual([3, 4]);
    expect(await ids('"pengadilan tinggi"')).toEqual([3]);
    expect(await ids('"tinggi pengadilan"')).toEqual([]);
    // A stop word inside the phrase keeps its place; the phrase beside other words; a phrase left out.
    expect(await ids('"komitmen zona integritas"')).toEqual([5]);
    expect(await ids('rapat "pengadilan tinggi" agama')).toEqual([3]);
    expect(await ids('pengadilan -"pengadilan tinggi"')).toEqual([4]);
    expect(await ids('"pengadilan tinggi')).toEqual([3]);
    expect(await ids('pengadilan -rapat')).toEqual([4]);
    expect(await ids('pengadilan xyzzyqq')).toEqual([]);
    // Phrases alone are found by their pairs; a one-word phrase or an exclusion still needs the words.
    expect(await ids('"zona integritas"')).toEqual([6, 5]);
    expect((await ids('"pengadilan"')).sort()).toEqual([3, 4]);
    expect(await ids('"pengadilan" "zona integritas"')).toEqual([]);
    expect(await ids('"zona integritas" -pembinaan')).toEqual([6]);
  });

  it('ranks a title match above a newer body match, and the newer of equal matches first', async () => {
    expect(await ids('zona integritas')).toEqual([6, 5]);
    expect(await ids('pelatihan arsip')).toEqual([10, 11]);
  });

  it('keeps words the stemmer breaks apart: pengumuman is not Biro Umum, berita is pemberitaan', async () => {
    expect(await ids('pengumuman')).toEqual([8]);
    expect(await ids('umum')).toEqual([6]);
    expect(await ids('berita')).toEqual([9]);
    expect(await ids('cafe')).toEqual([9]);
  });

  it('marks the matched words in the title and in an excerpt around the match', async () => {
    const [hit] = (await searchIndex(query('pelantikan'))).posts;
    expect(hit!.title).toEqual([
      { text: 'Sekretaris BUA ', marked: false },
      { text: 'Melantik', marked: true },
      { text: ' Dua Belas Pejabat Fungsional', marked: false },
    ]);
    expect(hit!.summary.filter((part) => part.marked).map((part) => part.text)).toEqual(['dilantik']);
    expect(hit!.date).toBe('2026-11-20T08:00:00+07:00');
  });

  it('corrects a word that finds nothing from the archive’s own words', async () => {
    const answer = await searchIndex(query('pengadilan tingi'));
    expect(answer.correctedTerm).toBe('pengadilan tinggi');
    expect(answer.posts.map((hit) => hit.id).sort()).toEqual([3, 4]);
    expect((await searchIndex(query('qwrtzx'))).correctedTerm).toBeUndefined();
    // Two letters swapped in a short word share few trigrams with it (0.27), but are two edits away.
    expect((await searchIndex(query('geudng'))).correctedTerm).toBe('gedung');
    // The fewest edits win over the closer trigrams: one letter changed (similarity 0.60), not two
    // left out (pemeriksa, 0.69).
    expect((await searchIndex(query('pemeriksaun'))).correctedTerm).toBe('pemeriksaan');
    // A stop word is never searched, so never "corrected" into another word.
    expect((await searchIndex(query('yang tingi'))).correctedTerm).toBe('yang tinggi');
  });

  it('finds private posts for staff only, and never corrects a visitor into one', async () => {
    expect(await ids('rahasia anggaran')).toEqual([]);
    expect(await ids('rahasia anggaran', { staff: true })).toEqual([7]);
    const visitor = await searchIndex(query('rahasa'));
    expect(visitor.posts).toEqual([]);
    expect(visitor.correctedTerm).toBeUndefined();
    expect((await searchIndex(query('rahasa', { staff: true }))).correctedTerm).toBe('rahasia');
  });

  it('filters by bureau, type and Jakarta dates, and sorts by date', async () => {
    expect(await ids('biro', { bureau: 'umum' })).toEqual([6]);
    expect(await ids('hakim', { postType: 'pengumuman' })).toEqual([8]);
    expect(await ids('hakim', { postType: 'berita' })).toEqual([]);
    expect(await ids('integritas', { dateFrom: '2019-03-01', dateTo: '2019-03-01' })).toEqual([6]);
    expect(await ids('integritas', { dateFrom: '2019-03-02' })).toEqual([5]);
    expect(await ids('integritas', { sort: 'date_asc' })).toEqual([6, 5]);
    expect(await ids('integritas', { sort: 'date_desc' })).toEqual([5, 6]);
  });

  it('pages 10 at a time past the ranked candidates, each match once', async () => {
    const many = Array.from({ length: 540 }, (_, i) => post(1000 + i, `Dokumen Nomor ${i}`, 'Dokumen inventaris barang milik negara.'));
    await applyToIndex(many);
    const first = await searchIndex(query('inventaris'));
    expect(first.pagination).toEqual({ total: 540, totalPages: 54 });
    const seen = new Set<number>();
    // 100 candidates ranked (pages 1–10), then the rest newest first.
    // Each page also says how many the search finds, those past the candidates and past the end too.
    for (const page of [1, 10, 11, 30, 54]) {
      const answer = await searchIndex(query('inventaris', { page }));
      expect(answer.pagination).toEqual({ total: 540, totalPages: 54 });
      const hits = answer.posts.map((hit) => hit.id);
      expect(hits).toHaveLength(10);
      for (const id of hits) seen.add(id);
    }
    expect(seen.size).toBe(50);
    const past = await searchIndex(query('inventaris', { page: 55 }));
    expect(past.posts).toEqual([]);
    expect(past.pagination).toEqual({ total: 540, totalPages: 54 });
    const byDate = await searchIndex(query('inventaris', { page: 3, sort: 'date_desc' }));
    expect(byDate.pagination).toEqual({ total: 540, totalPages: 54 });
    expect(byDate.posts).toHaveLength(10);
  });

  it('drops a post WordPress no longer lets readers find', async () => {
    expect(await ids('kunjungan')).toEqual([4]);
    await applyToIndex([{ id: 4, indexable: false, modified_gmt: '2026-11-21T00:00:00', cursor: '2026-11-21 00:00:00' }]);
    expect(await ids('kunjungan')).toEqual([]);
    const [stats] = await runSearchSql<{ posts: number }>('stats');
    expect(stats!.posts).toBe(12 + 540 - 1);
  });

  it('shows the lead of a post whose match is past the body’s first 2,000 characters', async () => {
    const body = `${'Paragraf pembuka tentang kegiatan. '.repeat(70)}Di bagian akhir disebut kalibrasi timbangan.`;
    expect(body.indexOf('kalibrasi')).toBeGreaterThan(2000);
    await applyToIndex([post(20, 'Catatan Panjang', body, { lead: 'Ringkasan catatan panjang.' })]);
    const [hit] = (await searchIndex(query('kalibrasi'))).posts;
    expect(hit!.id).toBe(20);
    expect(hit!.summary).toEqual([{ text: 'Ringkasan catatan panjang.', marked: false }]);
  });

  it.each([
    ["'; DROP TABLE search_posts; --"],
    ['rapat & | ! ( ) :* <-> <2> \\ \''],
    ['"" - -- or OR "rapat" -"" ((( ))) !!'],
    ['\u0000\u0001rapat\u001f\u007f\uE000\uE001'],
    ['x'.repeat(200)],
    ['*:* & !*'],
  ])('answers a hostile term %j without failing', async (term) => {
    const answer = await searchIndex(query(term));
    expect(answer.pagination.total).toBeGreaterThanOrEqual(0);
    const [stats] = await runSearchSql<{ posts: number }>('stats');
    expect(stats!.posts).toBeGreaterThan(0);
  });
});
