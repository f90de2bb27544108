// The Indonesian stop words of the search configuration: the kept list of stopwords-iso, less the
// words that name things readers of this portal search for (numbers, time, size, place, the
// bureaus' and documents' own words). A stop word is dropped from the index and from queries, so a
// word wrongly listed here can never be found.
const { id: STOPWORDS_ISO_ID } = require('stopwords-iso');

/** Listed by stopwords-iso, searched for here. */
const SEARCHABLE = new Set([
  'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan', 'sepuluh', 'pertama', 'kedua', 'kelima',
  'tahun', 'bulan', 'hari', 'minggu', 'pukul', 'waktu', 'awal', 'akhir', 'terakhir', 'baru', 'lama',
  'besar', 'kecil', 'tinggi', 'panjang', 'umum', 'tempat', 'luar', 'dalam', 'depan', 'belakang', 'bawah', 'atas',
  'bapak', 'ibu', 'pak', 'kasus', 'masalah', 'persoalan', 'pertanyaan', 'jawaban', 'jumlah', 'bagian', 'pihak',
  'bekerja', 'kerja', 'penting', 'tetap', 'mulai', 'usai', 'keadaan',
]);

/** One word a line, as PostgreSQL's .stop files are read. */
const STOP_WORDS = STOPWORDS_ISO_ID.filter((word) => !SEARCHABLE.has(word) && /^[a-z-]+$/.test(word));

module.exports = { STOP_WORDS, SEARCHABLE };
