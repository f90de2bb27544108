<?php
/**
 * Demo content definitions for wordpress/seed/seed.php: bureaus, title patterns, body sentences,
 * images, PDFs and SAKIP documents. Texts are Indonesian and realistic but fictitious.
 *
 * Placeholders in titles and sentences:
 *   {T} topic, {B} bureau name used in titles ("Biro {B}"), {BF} full bureau name ("Biro ..."),
 *   {Y} year, {S} semester (I/II), {Q} quarter (I-IV), {date} / {date2} long Indonesian dates,
 *   {day} weekday, {time} start time, {place} venue, {email} bureau e-mail, {n} participants.
 */

return [
    // id => [name (spec section 1), short name for titles, topics used to build titles]
    'bureaus' => [
        'perencanaan' => [
            'name'   => 'Perencanaan dan Organisasi',
            'short'  => 'Perencanaan dan Organisasi',
            'topics' => [
                'Penyusunan Rencana Kerja dan Anggaran', 'Reformasi Birokrasi', 'Penataan Struktur Organisasi',
                'Analisis Jabatan dan Beban Kerja', 'Perjanjian Kinerja', 'Manajemen Risiko',
                'Standar Operasional Prosedur', 'Evaluasi Kelembagaan', 'Rencana Strategis',
                'Sistem Akuntabilitas Kinerja',
            ],
        ],
        'kepegawaian' => [
            'name'   => 'Kepegawaian',
            'short'  => 'Kepegawaian',
            'topics' => [
                'Seleksi Calon Pegawai Negeri Sipil', 'Kenaikan Pangkat Periodik', 'Penilaian Kinerja Pegawai',
                'Pengembangan Kompetensi Aparatur', 'Layanan Pensiun Pegawai', 'Penegakan Disiplin Pegawai',
                'Manajemen Talenta', 'Uji Kompetensi Jabatan Fungsional', 'Administrasi Cuti Pegawai',
                'Sistem Informasi Kepegawaian',
            ],
        ],
        'keuangan' => [
            'name'   => 'Keuangan',
            'short'  => 'Keuangan',
            'topics' => [
                'Penyusunan Laporan Keuangan', 'Rekonsiliasi Data Keuangan', 'Pengelolaan Penerimaan Negara Bukan Pajak',
                'Revisi Daftar Isian Pelaksanaan Anggaran', 'Monitoring Realisasi Anggaran', 'Penatausahaan Bendahara',
                'Implementasi Aplikasi SAKTI', 'Pertanggungjawaban Perjalanan Dinas',
                'Tindak Lanjut Hasil Pemeriksaan BPK', 'Pengelolaan Gaji dan Tunjangan',
            ],
        ],
        'perlengkapan' => [
            'name'   => 'Perlengkapan',
            'short'  => 'Perlengkapan',
            'topics' => [
                'Pengelolaan Barang Milik Negara', 'Pengadaan Barang dan Jasa', 'Inventarisasi Aset',
                'Pemeliharaan Gedung Kantor', 'Penghapusan Barang Milik Negara', 'Pengelolaan Kendaraan Dinas',
                'Pemanfaatan E-Katalog', 'Rencana Kebutuhan Barang Milik Negara', 'Standardisasi Sarana dan Prasarana',
                'Pengelolaan Rumah Negara',
            ],
        ],
        'pimpinan' => [
            'name'   => 'Kesekretariatan Pimpinan',
            'short'  => 'Kesekretariatan Pimpinan',
            'topics' => [
                'Agenda Kegiatan Pimpinan', 'Tata Naskah Dinas', 'Pengelolaan Surat Masuk Pimpinan',
                'Protokol Kegiatan Kenegaraan', 'Dukungan Administrasi Rapat Pimpinan', 'Penyusunan Bahan Sambutan Pimpinan',
                'Kearsipan Dinamis', 'Layanan Tamu Pimpinan', 'Koordinasi Kesekretariatan',
                'Pengelolaan Kunjungan Kerja Pimpinan',
            ],
        ],
        'humas' => [
            'name'   => 'Hukum dan Hubungan Masyarakat',
            'short'  => 'Hukum dan Humas',
            'topics' => [
                'Keterbukaan Informasi Publik', 'Penyusunan Rancangan Peraturan', 'Pengelolaan Media Sosial',
                'Layanan Pengaduan Masyarakat', 'Bantuan Hukum bagi Aparatur', 'Publikasi Kegiatan Lembaga',
                'Jaringan Dokumentasi dan Informasi Hukum', 'Hubungan Antarlembaga', 'Penanganan Isu Strategis',
                'Survei Kepuasan Layanan Publik',
            ],
        ],
        'umum' => [
            'name'   => 'Umum',
            'short'  => 'Umum',
            'topics' => [
                'Pengelolaan Persuratan', 'Layanan Kesehatan Pegawai', 'Keamanan dan Ketertiban Kantor',
                'Kebersihan Lingkungan Kantor', 'Layanan Transportasi Pegawai', 'Pengelolaan Rumah Tangga Kantor',
                'Peringatan Hari Besar Nasional', 'Kegiatan Olahraga Pegawai', 'Layanan Poliklinik',
                'Penghematan Energi Kantor',
            ],
        ],
    ],

    // Title patterns per type; item i of a bureau uses pattern i % count and a topic chosen so that
    // every title is unique. 'images' gives the fitting image (index into 'images') per pattern.
    'types' => [
        'berita' => [
            'titles' => [
                'Biro {B} Gelar Rapat Koordinasi {T}',
                'Bimbingan Teknis {T} Diikuti Pegawai Biro {B}',
                'Kepala Biro {B} Buka Kegiatan {T}',
                'BUA Perkuat {T} melalui Forum Diskusi Biro {B}',
                'Evaluasi {T} Semester {S} Tahun {Y}',
                'Biro {B} Terima Kunjungan Kerja terkait {T}',
                'Workshop {T} di Lingkungan Badan Urusan Administrasi',
            ],
            'images' => [0, 1, 2, 3, 4, 5, 6],
        ],
        'artikel' => [
            'titles' => [
                'Mengenal Lebih Dekat {T}',
                'Strategi Meningkatkan Kualitas {T}',
                'Tantangan dan Peluang {T} di Era Digital',
                'Memahami Arah Kebijakan {T}',
                'Refleksi {T} Sepanjang Tahun {Y}',
                'Peran Aparatur dalam Mendukung {T}',
                'Praktik Baik {T} di Biro {B}',
            ],
            'images' => [15, 8, 7, 9, 14, 6, 3],
        ],
        'pengumuman' => [
            'titles' => [
                'Pengumuman Jadwal {T} Tahun {Y}',
                'Pengumuman Perubahan Ketentuan {T}',
                'Pemberitahuan Pelaksanaan {T} Triwulan {Q} Tahun {Y}',
                'Pengumuman Batas Waktu Penyampaian Dokumen {T}',
                'Pengumuman Hasil Verifikasi {T}',
                'Pemberitahuan Pemutakhiran Data {T}',
                'Pengumuman Penyesuaian Layanan {T}',
            ],
            'images' => [12, 11, 12, 11, 4, 7, 8],
        ],
        'undangan' => [
            'titles' => [
                'Undangan Rapat Koordinasi {T}',
                'Undangan Bimbingan Teknis {T}',
                'Undangan Sosialisasi {T}',
                'Undangan Focus Group Discussion {T}',
                'Undangan Rapat Evaluasi {T} Triwulan {Q} Tahun {Y}',
                'Undangan Workshop {T}',
                'Undangan Rapat Pembahasan {T}',
            ],
            'images' => [0, 1, 3, 3, 4, 6, 12],
        ],
    ],

    // Fixed posts with distinctive, searchable titles (always with a featured image):
    // [bureau, type, n-th published item (0 = newest), title, topic for the body, image index].
    'title_overrides' => [
        ['humas', 'berita', 0, 'Sosialisasi Zona Integritas Menuju Wilayah Bebas dari Korupsi di Lingkungan BUA', 'Zona Integritas', 13],
        ['perencanaan', 'artikel', 1, 'Membangun Budaya Kinerja melalui Reformasi Birokrasi Tematik', 'Reformasi Birokrasi Tematik', 9],
        ['umum', 'berita', 2, 'Upacara Peringatan Hari Ulang Tahun Mahkamah Agung RI', 'Peringatan Hari Ulang Tahun Mahkamah Agung', 2],
    ],

    'places' => [
        'Ruang Rapat {BF}, Gedung Sekretariat Mahkamah Agung RI, Jakarta',
        'Aula Gedung Badan Urusan Administrasi, Jakarta Pusat',
        'Ruang Serbaguna Lantai 10 Gedung Mahkamah Agung RI',
        'Ruang Rapat Utama Badan Urusan Administrasi',
        'Hotel Mercure Jakarta Cikini, Jakarta Pusat',
    ],

    'berita' => [
        'lead' => [
            'Jakarta – {BF} Badan Urusan Administrasi Mahkamah Agung RI menyelenggarakan kegiatan {T} pada {date} bertempat di {place}. Kegiatan ini diikuti oleh {n} peserta dari berbagai unit kerja di lingkungan Badan Urusan Administrasi.',
            'Jakarta – Dalam rangka meningkatkan kualitas {T}, {BF} menggelar kegiatan bersama unit kerja terkait pada {date}. Bertempat di {place}, kegiatan berlangsung sejak pukul {time} WIB.',
            'Jakarta – Bertempat di {place}, {BF} melaksanakan kegiatan {T} pada {date}. Kegiatan tersebut merupakan bagian dari program kerja tahun {Y} yang telah ditetapkan dalam rencana kinerja biro.',
        ],
        'quote' => [
            'Dalam sambutannya, Kepala {BF} menyampaikan bahwa {T} merupakan bagian penting dari upaya mewujudkan tata kelola administrasi yang akuntabel, transparan, dan berorientasi pada pelayanan. “Kita harus memastikan setiap tahapan dilaksanakan sesuai ketentuan dan dapat dipertanggungjawabkan,” ujarnya.',
            'Kepala {BF} menegaskan pentingnya sinergi antarunit dalam pelaksanaan {T}. Menurutnya, koordinasi yang baik akan mempercepat penyelesaian pekerjaan sekaligus meminimalkan kesalahan administrasi.',
            '“Kegiatan ini bukan sekadar formalitas, tetapi sarana untuk menyamakan persepsi dan memperbaiki proses kerja,” kata Kepala {BF} saat membuka acara. Ia berharap peserta dapat menerapkan hasil kegiatan di unit kerja masing-masing.',
        ],
        'detail' => [
            'Materi yang disampaikan meliputi ketentuan peraturan perundang-undangan terbaru, tahapan pelaksanaan, serta contoh permasalahan yang sering ditemui di lapangan. Narasumber juga membuka sesi tanya jawab yang dimanfaatkan peserta untuk berdiskusi mengenai kendala teknis.',
            'Selama kegiatan, peserta dibagi ke dalam beberapa kelompok diskusi untuk membahas isu-isu strategis terkait {T}. Setiap kelompok kemudian mempresentasikan hasil diskusi beserta rekomendasi perbaikan.',
            'Kegiatan dilanjutkan dengan pemaparan capaian dan evaluasi pelaksanaan program pada periode sebelumnya. Sejumlah catatan perbaikan disepakati untuk ditindaklanjuti paling lambat akhir triwulan berjalan.',
        ],
        'closing' => [
            'Melalui kegiatan ini, {BF} berharap pelaksanaan {T} di lingkungan Badan Urusan Administrasi semakin tertib, efektif, dan memberikan manfaat nyata bagi pelayanan kepada aparatur peradilan.',
            'Kegiatan ditutup dengan penandatanganan komitmen bersama dan foto bersama seluruh peserta. Hasil kegiatan akan dilaporkan kepada pimpinan sebagai bahan pengambilan kebijakan.',
            'Ke depan, kegiatan serupa akan dilaksanakan secara berkala agar peningkatan kualitas {T} dapat terus dipantau dan dievaluasi.',
        ],
    ],

    'artikel' => [
        'intro' => [
            '{T} menjadi salah satu isu penting dalam penyelenggaraan administrasi di lingkungan Mahkamah Agung. Perubahan regulasi dan tuntutan pelayanan yang semakin tinggi menuntut aparatur untuk terus menyesuaikan cara kerja.',
            'Dalam beberapa tahun terakhir, {T} mengalami banyak perkembangan. Digitalisasi proses kerja, penyederhanaan birokrasi, serta penguatan pengawasan internal membawa peluang sekaligus tantangan baru.',
            'Tulisan ini mengulas {T} dari sudut pandang pelaksana di {BF}. Pembahasan disusun berdasarkan pengalaman pelaksanaan tugas sehari-hari dan hasil evaluasi internal.',
        ],
        'points' => [
            'Kejelasan pembagian tugas dan tanggung jawab setiap unit kerja.',
            'Pemanfaatan aplikasi dan data yang terintegrasi untuk mempercepat proses.',
            'Peningkatan kompetensi aparatur melalui pelatihan yang berkelanjutan.',
            'Pemantauan dan evaluasi berkala dengan indikator yang terukur.',
            'Komunikasi yang terbuka antara pimpinan, pelaksana, dan pengguna layanan.',
            'Dokumentasi proses kerja dalam standar operasional prosedur yang mutakhir.',
        ],
        'middle' => [
            'Pengalaman menunjukkan bahwa keberhasilan {T} tidak hanya ditentukan oleh kelengkapan aturan, tetapi juga oleh konsistensi pelaksanaannya. Unit kerja yang rutin melakukan evaluasi cenderung lebih cepat menemukan dan memperbaiki kelemahan.',
            'Di sisi lain, keterbatasan sumber daya dan beban kerja yang tinggi kerap menjadi kendala. Oleh karena itu, diperlukan prioritas yang jelas serta dukungan teknologi informasi yang memadai.',
        ],
        'closing' => [
            'Dengan komitmen bersama, {T} diharapkan dapat terus ditingkatkan sehingga mendukung terwujudnya badan peradilan Indonesia yang agung.',
            'Perbaikan yang berkelanjutan adalah kunci. Setiap aparatur dapat berkontribusi, dimulai dari hal sederhana di unit kerjanya masing-masing.',
        ],
        'excerpts' => [
            'Ulasan singkat tentang {T}: tantangan, praktik baik, dan langkah perbaikan yang dapat diterapkan di unit kerja.',
            'Bagaimana {T} dijalankan di lingkungan Badan Urusan Administrasi dan apa yang masih perlu dibenahi.',
        ],
    ],

    'pengumuman' => [
        'intro' => [
            'Sehubungan dengan pelaksanaan {T} di lingkungan Badan Urusan Administrasi Mahkamah Agung RI, bersama ini disampaikan hal-hal sebagai berikut:',
            'Dalam rangka tertib administrasi {T}, {BF} menyampaikan pengumuman sebagai berikut:',
        ],
        'points' => [
            'Kegiatan dilaksanakan mulai {date} sampai dengan {date2}.',
            'Seluruh unit kerja diminta menyampaikan data dan dokumen pendukung melalui {BF}.',
            'Dokumen disampaikan dalam format PDF dan ditandatangani oleh pejabat yang berwenang.',
            'Informasi lebih lanjut dapat diperoleh melalui surel {email}.',
        ],
        'closing' => [
            'Demikian pengumuman ini disampaikan untuk dapat diketahui dan dilaksanakan sebagaimana mestinya.',
            'Atas perhatian dan kerja sama Bapak/Ibu, kami ucapkan terima kasih.',
        ],
        'excerpts' => [
            'Informasi jadwal dan ketentuan {T} yang perlu diperhatikan seluruh unit kerja.',
            'Pemberitahuan resmi {BF} mengenai {T} periode {date} sampai dengan {date2}.',
            'Unit kerja diminta memperhatikan ketentuan dan batas waktu terkait {T}.',
        ],
    ],

    'undangan' => [
        'intro' => [
            'Dengan hormat, dalam rangka pelaksanaan {T}, {BF} mengundang Bapak/Ibu untuk hadir pada kegiatan yang akan dilaksanakan pada:',
            'Dengan hormat, bersama ini kami mengundang Bapak/Ibu untuk menghadiri kegiatan {T} yang diselenggarakan oleh {BF} pada:',
        ],
        'closing' => [
            'Mengingat pentingnya acara tersebut, kehadiran Bapak/Ibu tepat pada waktunya sangat kami harapkan. Konfirmasi kehadiran dapat disampaikan melalui surel {email} paling lambat satu hari sebelum pelaksanaan.',
            'Peserta diharapkan membawa data pendukung unit kerja masing-masing. Konfirmasi kehadiran dapat disampaikan melalui surel {email}.',
        ],
        'thanks' => 'Atas perhatian dan kehadiran Bapak/Ibu, kami ucapkan terima kasih.',
    ],

    // Featured images: caption drawn on a gradient [top colour, bottom colour].
    'images' => [
        ['Rapat Koordinasi', [0x0f3d6e, 0x1e6fb8]],
        ['Bimbingan Teknis', [0x1b5e20, 0x43a047]],
        ['Pembukaan Kegiatan', [0x7b1f1f, 0xc0392b]],
        ['Forum Diskusi', [0x4a235a, 0x8e44ad]],
        ['Evaluasi Kinerja', [0x7e5109, 0xd68910]],
        ['Kunjungan Kerja', [0x0b5345, 0x17a589]],
        ['Pelatihan Pegawai', [0x1a237e, 0x5c6bc0]],
        ['Transformasi Digital', [0x004d61, 0x00acc1]],
        ['Pelayanan Publik', [0x5d4037, 0xa1887f]],
        ['Reformasi Birokrasi', [0x263238, 0x607d8b]],
        ['Tata Kelola Anggaran', [0x33691e, 0x9ccc65]],
        ['Pengumuman Resmi', [0x8d6e00, 0xf4c20d]],
        ['Agenda Kegiatan', [0x6a1b4d, 0xc2185b]],
        ['Zona Integritas', [0x00352c, 0x00897b]],
        ['Akuntabilitas Kinerja', [0x3e2723, 0x8d6e63]],
        ['Gedung Badan Urusan Administrasi', [0x102a43, 0x486581]],
    ],

    // Shared PDFs attached to posts through file blocks: [file name, document title].
    'pdfs' => [
        'undangan'   => ['surat-undangan.pdf', 'Surat Undangan'],
        'peserta'    => ['daftar-peserta.pdf', 'Daftar Peserta'],
        'materi'     => ['materi-paparan.pdf', 'Materi Paparan'],
        'edaran'     => ['surat-edaran.pdf', 'Surat Edaran'],
        'formulir'   => ['formulir-isian.pdf', 'Formulir Isian'],
        'juknis'     => ['petunjuk-teknis.pdf', 'Petunjuk Teknis'],
    ],

    // SAKIP documents: [title, category, year, month, has PDF, featured image index or null].
    'sakip' => [
        ['Rencana Strategis Badan Urusan Administrasi 2020-2024', 'perencanaan', 2021, 2, true, 15],
        ['Reviu Rencana Strategis Badan Urusan Administrasi 2020-2024', 'perencanaan', 2022, 3, true, null],
        ['Rencana Strategis Badan Urusan Administrasi 2025-2029', 'perencanaan', 2025, 4, true, 15],
        ['Rencana Kinerja Tahunan (RKT) Badan Urusan Administrasi 2021', 'perencanaan', 2021, 1, true, null],
        ['Rencana Kinerja Tahunan (RKT) Badan Urusan Administrasi 2023', 'perencanaan', 2023, 1, true, null],
        ['Rencana Kinerja Tahunan (RKT) Badan Urusan Administrasi 2024', 'perencanaan', 2024, 1, true, null],
        ['Rencana Kinerja Tahunan (RKT) Badan Urusan Administrasi 2025', 'perencanaan', 2025, 1, true, null],
        ['Perjanjian Kinerja (PK) Badan Urusan Administrasi 2023', 'perencanaan', 2023, 2, true, null],
        ['Perjanjian Kinerja (PK) Badan Urusan Administrasi 2024', 'perencanaan', 2024, 2, true, null],
        ['Perjanjian Kinerja (PK) Badan Urusan Administrasi 2025', 'perencanaan', 2025, 2, true, null],
        ['Indikator Kinerja Utama (IKU) Badan Urusan Administrasi 2021', 'pengukuran', 2021, 3, true, null],
        ['Rencana Aksi Kinerja Badan Urusan Administrasi 2022', 'pengukuran', 2022, 2, true, null],
        ['Laporan Capaian Kinerja Triwulan II 2023', 'pengukuran', 2023, 7, false, null],
        ['Reviu Indikator Kinerja Utama (IKU) 2024', 'pengukuran', 2024, 3, false, null],
        ['Pengukuran Kinerja Semester I 2024', 'pengukuran', 2024, 7, true, 4],
        ['Laporan Capaian Kinerja Triwulan III 2025', 'pengukuran', 2025, 10, true, null],
        ['Laporan Kinerja Instansi Pemerintah (LKjIP) 2021', 'pelaporan', 2021, 12, true, null],
        ['Laporan Kinerja Instansi Pemerintah (LKjIP) 2022', 'pelaporan', 2022, 12, true, null],
        ['Laporan Kinerja Instansi Pemerintah (LKjIP) 2023', 'pelaporan', 2023, 12, true, 14],
        ['Laporan Kinerja Instansi Pemerintah (LKjIP) 2024', 'pelaporan', 2024, 12, true, null],
        ['Laporan Kinerja Semester I 2025', 'pelaporan', 2025, 7, true, null],
        ['Laporan Hasil Evaluasi Akuntabilitas Kinerja Internal 2021', 'evaluasi', 2021, 11, true, null],
        ['Hasil Evaluasi SAKIP Badan Urusan Administrasi 2022', 'evaluasi', 2022, 10, true, null],
        ['Rencana Tindak Lanjut Rekomendasi Evaluasi SAKIP 2023', 'evaluasi', 2023, 5, false, null],
        ['Laporan Hasil Evaluasi Akuntabilitas Kinerja Internal 2024', 'evaluasi', 2024, 11, true, null],
        ['Hasil Evaluasi SAKIP Badan Urusan Administrasi 2025', 'evaluasi', 2025, 9, true, null],
    ],
    // Recent SAKIP items that are not public: [title ({Y} = year of the post, {Y1} = next year),
    // category, status].
    'sakip_unpublished' => [
        ['Rancangan Perjanjian Kinerja (PK) Badan Urusan Administrasi {Y1}', 'perencanaan', 'pending'],
        ['Catatan Internal Reviu Capaian Kinerja {Y}', 'pengukuran', 'private'],
        ['Draf Laporan Kinerja Instansi Pemerintah (LKjIP) {Y}', 'pelaporan', 'draft'],
    ],
    'sakip_text' => [
        'perencanaan' => 'Dokumen ini memuat arah kebijakan, sasaran strategis, indikator kinerja, dan target yang hendak dicapai Badan Urusan Administrasi Mahkamah Agung RI sebagai acuan perencanaan program dan anggaran.',
        'pengukuran'  => 'Dokumen ini menyajikan hasil pengukuran capaian indikator kinerja Badan Urusan Administrasi dengan membandingkan realisasi terhadap target yang telah ditetapkan dalam perjanjian kinerja.',
        'pelaporan'   => 'Laporan ini merupakan bentuk pertanggungjawaban atas pelaksanaan tugas dan fungsi Badan Urusan Administrasi, memuat capaian kinerja, realisasi anggaran, serta kendala dan upaya perbaikannya.',
        'evaluasi'    => 'Dokumen ini memuat hasil evaluasi atas implementasi Sistem Akuntabilitas Kinerja Instansi Pemerintah di lingkungan Badan Urusan Administrasi beserta rekomendasi perbaikan yang perlu ditindaklanjuti.',
    ],
    'sakip_basis' => 'Penyusunan dokumen berpedoman pada Peraturan Presiden Nomor 29 Tahun 2014 tentang Sistem Akuntabilitas Kinerja Instansi Pemerintah serta Peraturan Menteri Pendayagunaan Aparatur Negara dan Reformasi Birokrasi Nomor 88 Tahun 2021 tentang Evaluasi Akuntabilitas Kinerja Instansi Pemerintah.',

    // Extra non-public posts beyond the 13 per bureau and type: [bureau, type, status, days from now].
    'extras' => [
        ['humas', 'berita', 'future', 9],
        ['kepegawaian', 'berita', 'draft', -2],
        ['humas', 'artikel', 'draft', -3],
        ['keuangan', 'pengumuman', 'future', 5],
        ['pimpinan', 'undangan', 'future', 12],
        ['umum', 'undangan', 'draft', -1],
    ],
];
