<?php
/**
 * Bench-only seed: N berita (default 10,000) inserted with multi-row INSERTs through $wpdb (no
 * hooks, no revisions; seconds instead of minutes), spread over the bureaus and dated 2 to 10 years
 * back so the demo's own posts stay the newest. About 3 % are private (staff-only), the rest
 * published. Each has a title and a 3-5 KB body of generated Indonesian prose on a topic of its own
 * (BenchBerita below), so a search over them meets real-length text and a realistic spread of word
 * frequencies. Marked with post meta _bua_bench. Undo with scripts/wp-reset.sh (the bench does that
 * right after its build).
 *
 *   php scripts/bench/seed-bulk.php .wordpress/core [N]
 *
 * The same N always gives the same posts (mt_rand with a fixed seed). Required from another PHP file
 * instead of run, this file only defines BenchBerita and stops before WordPress, so the generator
 * can be looked at alone:
 *
 *   require 'scripts/bench/seed-bulk.php'; mt_srand(20260427);
 *   [$title, $content] = (new BenchBerita())->post('humas', new DateTimeImmutable('2021-03-15'));
 */

/**
 * Titles and bodies of generated berita of a news portal of the Badan Urusan Administrasi (BUA),
 * Mahkamah Agung. Each post draws one topic, mostly one of its bureau's, whose sentences, nouns and
 * title dominate the body; the rest of the body are general sentences of the portal, with slots
 * filled from pools. Some words are in nearly every post (badan, mahkamah, agung, biro), a topic's
 * words in a few percent to a fifth of them (a topic belongs to one to three bureaus and its nouns
 * also fill the general sentences), names, places and objects in few. The text is ASCII without
 * markup characters: $wpdb then skips its per-character charset check of the INSERT.
 */
final class BenchBerita
{
    private const BUREAUS = [
        'perencanaan' => ['Biro Perencanaan dan Organisasi', 'Biro Perencanaan', ['kinerja', 'zi', 'renstra', 'anggaran', 'rapat'],
            ['Bagian Perencanaan Program dan Anggaran', 'Bagian Organisasi dan Tata Laksana', 'Bagian Evaluasi dan Pelaporan', 'Subbagian Penyusunan Program']],
        'kepegawaian' => ['Biro Kepegawaian', 'Biro Kepegawaian', ['pelantikan', 'mutasi', 'cuti', 'pensiun', 'penghargaan', 'pelatihan'],
            ['Bagian Mutasi Pegawai', 'Bagian Pengembangan Pegawai', 'Bagian Administrasi Jabatan Fungsional', 'Subbagian Kesejahteraan Pegawai', 'Bagian Disiplin Pegawai']],
        'keuangan' => ['Biro Keuangan', 'Biro Keuangan', ['anggaran', 'lapkeu', 'tunjangan', 'bmn', 'rapat'],
            ['Bagian Anggaran', 'Bagian Perbendaharaan', 'Bagian Akuntansi dan Pelaporan', 'Subbagian Verifikasi', 'Bagian Gaji dan Tunjangan']],
        'perlengkapan' => ['Biro Perlengkapan', 'Biro Perlengkapan', ['pengadaan', 'bmn', 'gedung'],
            ['Bagian Pengadaan Barang dan Jasa', 'Bagian Inventarisasi Barang Milik Negara', 'Bagian Pemeliharaan', 'Bagian Penghapusan Barang Milik Negara']],
        'pimpinan' => ['Biro Sekretariat Pimpinan', 'Biro Sekretariat Pimpinan', ['kunjungan', 'rapat', 'pelantikan', 'hut', 'penghargaan', 'kinerja'],
            ['Bagian Tata Usaha Pimpinan', 'Bagian Protokol', 'Bagian Persidangan dan Risalah', 'Subbagian Agenda Pimpinan']],
        'humas' => ['Biro Hukum dan Hubungan Masyarakat', 'Biro Hukum dan Humas', ['informasi', 'aplikasi', 'hut', 'zi', 'kinerja'],
            ['Bagian Hubungan Masyarakat', 'Bagian Peraturan Perundang-undangan', 'Bagian Bantuan Hukum', 'Subbagian Layanan Informasi']],
        'umum' => ['Biro Umum', 'Biro Umum', ['gedung', 'arsip', 'hut', 'cuti', 'aplikasi'],
            ['Bagian Tata Usaha', 'Bagian Rumah Tangga', 'Bagian Pengamanan Dalam', 'Bagian Arsip', 'Subbagian Kebersihan dan Pertamanan']],
    ];

    // Pools are picked with a skew towards their first entries (see skew()), so order matters.
    private const ORG = ['Badan Urusan Administrasi Mahkamah Agung', 'Badan Urusan Administrasi', 'Mahkamah Agung', 'BUA',
        'Badan Urusan Administrasi Mahkamah Agung Republik Indonesia', 'Sekretariat Mahkamah Agung', 'Mahkamah Agung Republik Indonesia'];
    private const PEJABAT = ['Kepala Badan Urusan Administrasi', 'Sekretaris Mahkamah Agung', 'Kepala Bagian Tata Usaha',
        'Wakil Ketua Mahkamah Agung Bidang Non Yudisial', 'Ketua Mahkamah Agung', 'Panitera Mahkamah Agung', 'Kepala Badan Pengawasan',
        'Kepala Pusat Pendidikan dan Pelatihan', 'Kepala Subbagian Tata Usaha', 'Hakim Agung Kamar Pembinaan',
        'Direktur Jenderal Badan Peradilan Umum', 'Direktur Jenderal Badan Peradilan Agama', 'Kepala Badan Strategi Kebijakan'];
    private const PEJABAT_SHORT = ['Kepala BUA', 'Sekretaris Mahkamah Agung', 'Sekretaris BUA', 'Wakil Ketua MA', 'Ketua Mahkamah Agung', 'Panitera MA'];
    private const FIRST = ['Ahmad', 'Budi', 'Agus', 'Bambang', 'Dedi', 'Eko', 'Fajar', 'Gunawan', 'Hendra', 'Irwan', 'Joko', 'Kurniawan',
        'Lukman', 'Muhammad', 'Nur', 'Rahmat', 'Slamet', 'Taufik', 'Wahyu', 'Yusuf', 'Zainal', 'Andi', 'Rudi', 'Sri', 'Siti', 'Dewi',
        'Ratna', 'Wulan', 'Indah', 'Rina', 'Lestari', 'Fitri', 'Yuliana', 'Endang', 'Nurhayati', 'Kartika', 'Maya', 'Diah', 'Ani', 'Mega',
        'Putri', 'Ayu', 'Herman', 'Sugeng', 'Arif', 'Dimas', 'Rizky', 'Bayu', 'Hari', 'Imam', 'Teguh', 'Yanti', 'Novita', 'Sobandi',
        'Suharyono', 'Aria', 'Yudi', 'Hasan', 'Darmawan', 'Asep'];
    private const LAST = ['Santoso', 'Wijaya', 'Saputra', 'Pratama', 'Hidayat', 'Setiawan', 'Nugroho', 'Kusuma', 'Susanto', 'Siregar',
        'Nasution', 'Harahap', 'Lubis', 'Simanjuntak', 'Sitompul', 'Sembiring', 'Ginting', 'Tarigan', 'Pangaribuan', 'Rahman', 'Hakim',
        'Syahputra', 'Firmansyah', 'Hasibuan', 'Manurung', 'Wibowo', 'Purnomo', 'Suryadi', 'Sulistyo', 'Hartono', 'Gunadi', 'Permana',
        'Ramadhan', 'Kurnia', 'Haryanto', 'Prasetyo', 'Utomo', 'Mulyadi', 'Sutrisno', 'Iskandar', 'Latief', 'Pohan', 'Panjaitan',
        'Tambunan', 'Sinaga', 'Rangkuti', 'Daulay', 'Marpaung', 'Situmorang', 'Ismail', 'Anwar', 'Baharuddin', 'Tanjung', 'Sihombing',
        'Yunus', 'Amir', 'Maulana', 'Fauzi', 'Hamzah', 'Supriadi'];
    private const HONORIFIC = ['', '', '', 'Dr. ', 'H. ', 'Hj. ', 'Prof. Dr. '];
    private const DEGREE = [', S.H., M.H.', ', S.H.', ', S.E., M.Si.', ', S.Kom.', ', M.M.', ', S.Sos.', ', S.Ak., M.Ak.', ', M.A.P.', '', ''];
    private const CITY = ['Jakarta', 'Bandung', 'Surabaya', 'Medan', 'Makassar', 'Semarang', 'Yogyakarta', 'Palembang', 'Padang',
        'Pekanbaru', 'Banda Aceh', 'Denpasar', 'Mataram', 'Kupang', 'Pontianak', 'Banjarmasin', 'Samarinda', 'Manado', 'Palu', 'Kendari',
        'Ambon', 'Jayapura', 'Gorontalo', 'Mamuju', 'Bengkulu', 'Jambi', 'Tanjung Karang', 'Serang', 'Pangkal Pinang', 'Tanjung Pinang',
        'Palangka Raya', 'Ternate', 'Manokwari', 'Sorong', 'Bogor', 'Malang', 'Surakarta', 'Cirebon', 'Tasikmalaya', 'Balikpapan',
        'Batam', 'Tangerang', 'Bekasi', 'Depok', 'Kediri', 'Jember', 'Banyuwangi', 'Purwokerto', 'Tegal', 'Magelang', 'Merauke',
        'Sumbawa Besar', 'Bukittinggi', 'Lhokseumawe', 'Pematangsiantar', 'Tarakan', 'Bitung', 'Parepare', 'Bau-Bau', 'Ende'];
    private const PROVINCE = ['DKI Jakarta', 'Jawa Barat', 'Jawa Tengah', 'Jawa Timur', 'Banten', 'Sumatera Utara', 'Sulawesi Selatan',
        'Aceh', 'Sumatera Barat', 'Riau', 'Kepulauan Riau', 'Jambi', 'Sumatera Selatan', 'Bangka Belitung', 'Bengkulu', 'Lampung',
        'Daerah Istimewa Yogyakarta', 'Bali', 'Nusa Tenggara Barat', 'Nusa Tenggara Timur', 'Kalimantan Barat', 'Kalimantan Tengah',
        'Kalimantan Selatan', 'Kalimantan Timur', 'Kalimantan Utara', 'Sulawesi Utara', 'Gorontalo', 'Sulawesi Tengah',
        'Sulawesi Barat', 'Sulawesi Tenggara', 'Maluku', 'Maluku Utara', 'Papua', 'Papua Barat', 'Papua Selatan', 'Papua Tengah',
        'Papua Pegunungan', 'Papua Barat Daya'];
    private const COURT = ['Pengadilan Tinggi', 'Pengadilan Negeri', 'Pengadilan Agama', 'Pengadilan Tinggi Agama', 'Pengadilan Tata Usaha Negara',
        'Pengadilan Militer'];
    private const VENUE = ['Ruang Rapat Kepala Badan Urusan Administrasi', 'Balairung Mahkamah Agung', 'Ruang Kusumah Atmadja',
        'Gedung Sekretariat Mahkamah Agung', 'Aula Lantai 14 Gedung Sekretariat Mahkamah Agung', 'Ruang Rapat Lantai 12',
        'Gedung Mahkamah Agung Jalan Medan Merdeka Utara', 'Pusdiklat Teknis Peradilan Megamendung', 'Ruang Command Center Mahkamah Agung',
        'Ruang Wiryono Prodjodikoro', 'Ruang Rapat Biro Umum', 'Ruang Serbaguna Lantai 2'];
    private const DAY = [1 => 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu', 'Minggu'];
    private const MONTH = [1 => 'Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober',
        'November', 'Desember'];
    private const PERIOD = ['triwulan I', 'triwulan II', 'triwulan III', 'triwulan IV', 'semester I', 'semester II'];
    private const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X'];
    private const ADV = ['secara tertib', 'dengan lancar', 'secara daring', 'secara luring', 'secara hibrida', 'dengan khidmat', 'dengan penuh semangat'];
    private const AIM = ['meningkatkan kualitas pelayanan publik', 'mewujudkan tata kelola pemerintahan yang baik',
        'mendukung terwujudnya badan peradilan Indonesia yang agung', 'memperkuat koordinasi antarunit kerja',
        'mempercepat penyelesaian pekerjaan administrasi', 'menjamin kepastian hukum bagi setiap pegawai',
        'meningkatkan akuntabilitas penggunaan anggaran negara', 'membangun budaya kerja yang bersih dan melayani',
        'meningkatkan kompetensi sumber daya manusia', 'menjaga kepercayaan masyarakat terhadap lembaga peradilan',
        'mendorong pemanfaatan teknologi informasi dalam administrasi perkantoran', 'menciptakan lingkungan kerja yang aman dan nyaman',
        'mengoptimalkan pengelolaan barang milik negara', 'mewujudkan birokrasi yang efektif dan efisien',
        'memastikan setiap program berjalan sesuai rencana', 'memberikan dukungan administrasi yang prima bagi pimpinan'];
    private const GEN = ['pelayanan publik', 'kinerja organisasi', 'tata kelola administrasi', 'disiplin pegawai', 'budaya kerja',
        'manajemen risiko', 'pengendalian intern', 'pengelolaan keuangan negara', 'sistem pengawasan', 'kualitas layanan',
        'kompetensi pegawai', 'koordinasi antarunit', 'administrasi perkantoran', 'pelaksanaan tugas pokok dan fungsi', 'program kerja',
        'akuntabilitas kinerja', 'transparansi anggaran', 'kepuasan pengguna layanan', 'integritas aparatur', 'profesionalitas pegawai',
        'keterbukaan informasi', 'efektivitas organisasi', 'kesejahteraan pegawai', 'keselamatan kerja', 'inovasi pelayanan'];
    private const REG = ['Sistem Akuntabilitas Kinerja Instansi Pemerintah', 'Pedoman Pengelolaan Barang Milik Negara',
        'Standar Pelayanan Informasi Publik di Pengadilan', 'Disiplin Pegawai Negeri Sipil', 'Pedoman Pembangunan Zona Integritas',
        'Tata Naskah Dinas', 'Manajemen Aparatur Sipil Negara', 'Pengadaan Barang dan Jasa Pemerintah',
        'Pelaksanaan Anggaran Pendapatan dan Belanja Negara', 'Organisasi dan Tata Kerja Kesekretariatan Peradilan',
        'Pemberian Tunjangan Kinerja', 'Cuti Pegawai Negeri Sipil', 'Penanganan Pengaduan', 'Pengelolaan Arsip Dinamis'];
    // Objects of a few posts each: the rare words of the corpus.
    private const RARE = ['proyektor', 'pemindai dokumen', 'mesin fotokopi', 'laptop', 'printer', 'genset', 'panel surya', 'hidran',
        'alat pemadam api ringan', 'kamera pengawas', 'pintu putar', 'mesin absensi', 'pemindai sidik jari', 'kartu identitas',
        'karpet', 'gorden', 'meja kerja', 'kursi lipat', 'lemari arsip', 'brankas', 'kendaraan operasional', 'bus pegawai',
        'sepeda motor dinas', 'ambulans', 'pagar', 'lampu taman', 'saluran air', 'tangki septik', 'pompa air', 'lift barang',
        'keramik lantai', 'cat dinding', 'plafon', 'talang air', 'toilet', 'musala', 'ruang laktasi', 'ruang tunggu', 'kantin',
        'klinik', 'lahan parkir', 'pohon peneduh', 'tempat sampah', 'papan informasi', 'layar sentuh', 'anjungan mandiri', 'server',
        'jaringan internet', 'kabel serat optik', 'router', 'pusat data', 'perangkat cadangan daya', 'kertas', 'map arsip',
        'alat tulis kantor', 'stempel', 'amplop dinas', 'tinta printer', 'meterai', 'seragam', 'toga', 'bendera', 'tiang bendera',
        'mimbar', 'pengeras suara', 'mikrofon', 'kamera video', 'televisi', 'dispenser', 'kulkas', 'rak buku', 'buku tamu',
        'kotak saran', 'jam dinding', 'pendingin ruangan', 'kipas angin', 'tabung oksigen', 'kotak obat', 'kursi roda', 'jalur landai',
        'rambu evakuasi', 'titik kumpul', 'tangga darurat', 'alarm kebakaran', 'detektor asap', 'gudang', 'garasi', 'pos jaga',
        'palang pintu', 'gerbang utama', 'lampu sorot', 'antena', 'telepon', 'faksimile', 'mesin penghancur kertas', 'timbangan',
        'lemari es', 'wastafel', 'cermin', 'pot bunga', 'rumput sintetis', 'paving blok', 'kanopi', 'jendela kaca', 'tirai bambu',
        'papan nama', 'prasasti', 'lukisan', 'akuarium', 'piala', 'plakat', 'sertifikat', 'piagam', 'cenderamawan', 'tas dinas'];

    // General sentences of the portal, any topic. {t} a noun of the post's topic, {x} its subject,
    // {ev} its event; {person}/{role} the post's main speaker, {person2} anyone; sticky slots keep
    // one value per post (see slot()).
    private const GENERAL = <<<'TXT'
        Kegiatan tersebut dihadiri oleh {pejabat}, para kepala bagian, serta pegawai di lingkungan {biro}.
        Dalam sambutannya, {role} menyampaikan bahwa {t} merupakan bagian penting dari upaya {aim}.
        Menurut {person}, {t} harus dilaksanakan secara konsisten agar {gen} di lingkungan {org} semakin baik.
        Ia juga mengingatkan seluruh pegawai untuk menjaga integritas dan menjalankan tugas sesuai dengan ketentuan yang berlaku.
        Acara dimulai pada {time} dan berlangsung {adv} hingga selesai.
        Sebanyak {n} peserta dari berbagai satuan kerja mengikuti kegiatan ini {adv}.
        Hal ini sejalan dengan arah kebijakan {org} dalam rencana strategis periode {renstra}.
        {person} selaku {role} berharap hasil kegiatan ini dapat ditindaklanjuti oleh setiap unit kerja.
        Pada kesempatan itu, {role} juga memberikan apresiasi kepada {unit} atas kerja keras yang telah ditunjukkan.
        Selain itu, peserta diminta untuk berkoordinasi dengan {biro2} terkait {t}.
        Seluruh rangkaian kegiatan didokumentasikan dan dipublikasikan melalui laman resmi {org}.
        Kegiatan ini merupakan tindak lanjut dari Surat Edaran Sekretaris Mahkamah Agung Nomor {n} Tahun {yr}.
        Dasar pelaksanaannya adalah Peraturan Mahkamah Agung Nomor {n} Tahun {yr} tentang {reg}.
        Sesi tanya jawab berlangsung interaktif, dengan banyak pertanyaan dari peserta mengenai {t}.
        Di akhir acara, dilakukan penandatanganan berita acara oleh {role} dan perwakilan {unit}.
        {org} terus berkomitmen untuk {aim} melalui program kerja yang terukur.
        Dengan demikian, {t} pada tahun {Y1} diharapkan dapat berjalan lebih efektif dan efisien.
        Kegiatan ditutup dengan doa bersama dan foto bersama seluruh peserta dan panitia.
        Turut hadir dalam acara tersebut perwakilan dari {court} dan {court2}.
        Laporan pelaksanaan kegiatan akan disampaikan kepada pimpinan paling lambat {nd} hari kerja setelah acara selesai.
        Pegawai yang berhalangan hadir dapat mengikuti kegiatan melalui tautan rapat daring yang telah dibagikan panitia.
        Menurutnya, pelayanan yang cepat, tepat, dan transparan menjadi tolok ukur keberhasilan {gen}.
        Informasi lebih lanjut mengenai {t} dapat diperoleh melalui {unit} pada hari dan jam kerja.
        Pada tahun {Yp}, kegiatan serupa dilaksanakan di {venue2} dengan jumlah peserta sebanyak {nn} orang.
        Oleh karena itu, setiap pimpinan unit kerja diminta memantau pelaksanaan {t} secara berkala.
        Ia menegaskan bahwa tidak ada toleransi bagi pelanggaran disiplin pegawai dalam bentuk apa pun.
        Target capaian tahun ini ditetapkan sebesar {pct} dan akan dievaluasi setiap triwulan.
        Peserta berasal dari {biro}, {biro2}, serta sejumlah satuan kerja di wilayah {prov}.
        Selama kegiatan berlangsung, petugas pengamanan dalam tetap memberlakukan protokol keamanan gedung.
        Ke depan, {biro} akan menyusun petunjuk teknis mengenai {x} agar pelaksanaannya seragam di semua unit.
        {person} menambahkan bahwa {x} akan dievaluasi kembali pada {tw} tahun {Y1}.
        Kegiatan ini juga menjadi sarana untuk mempererat kebersamaan dan soliditas antarpegawai.
        Pimpinan berharap setiap pegawai memahami peran dan tanggung jawabnya dalam mendukung {t}.
        Sejumlah masukan dari peserta akan dijadikan bahan perbaikan kebijakan {org} pada tahun mendatang.
        Hasil kegiatan ini dilaporkan kepada {pejabat} sebagai bahan pengambilan keputusan.
        Menurut data {unit}, terdapat {nn} pegawai yang terlibat langsung dalam {t} sepanjang tahun {Y}.
        Pelaksanaan {t} di {org} selama ini telah berjalan baik, namun masih memerlukan sejumlah penyempurnaan.
        Kendala utama yang dihadapi antara lain keterbatasan sumber daya manusia dan sarana pendukung.
        Untuk mengatasi hal tersebut, {biro} menjalin kerja sama dengan {biro2} dan satuan kerja terkait.
        Kepala {biro} menyatakan siap mendukung pelaksanaan {x} sesuai arahan pimpinan Mahkamah Agung.
        Keberhasilan {t} tidak lepas dari dukungan seluruh pegawai dan pimpinan unit kerja.
        Kegiatan ini dibiayai dari DIPA {org} tahun anggaran {Y}.
        Narasumber dari {biro2} memaparkan ketentuan terbaru yang berkaitan dengan {x}.
        Peserta tampak antusias mengikuti setiap sesi hingga kegiatan berakhir pada sore hari.
        Pada {tw} tahun {Y}, {biro} menargetkan penyelesaian {nn} dokumen terkait {t}.
        Seluruh peserta diwajibkan mengisi daftar hadir elektronik dan formulir evaluasi kegiatan.
        Melalui kegiatan ini, {org} ingin memastikan bahwa {gen} terus meningkat dari tahun ke tahun.
        {person} juga menyinggung pentingnya {gen} dalam mendukung visi Mahkamah Agung.
        Visi tersebut adalah terwujudnya badan peradilan Indonesia yang agung.
        Setiap usulan perbaikan dicatat oleh sekretariat panitia untuk dibahas dalam rapat evaluasi berikutnya.
        Pelaksanaan kegiatan ini mendapat perhatian dari {pejabat} yang meminta laporan secara berkala.
        Jadwal lengkap kegiatan telah diumumkan melalui surat dinas kepada seluruh kepala bagian.
        Di sela kegiatan, peserta juga mendapat penjelasan tentang {gen} dari {person2}.
        Upaya ini diharapkan mampu {aim} sebagaimana diamanatkan dalam cetak biru pembaruan peradilan.
        Satuan kerja di wilayah {prov} diharapkan dapat menerapkan langkah yang sama.
        Menurut {person2}, keberhasilan {x} sangat bergantung pada komitmen pimpinan dan kedisiplinan pegawai.
        Pada hari yang sama, {role} juga menerima laporan perkembangan {x} dari {unit}.
        Kegiatan di Jakarta ini juga diikuti secara daring oleh satuan kerja di wilayah {prov}.
        Ia berpesan agar setiap pegawai bekerja dengan jujur, disiplin, dan penuh tanggung jawab.
        TXT;

    private const RARE_SENTENCES = <<<'TXT'
        Selain itu, kebutuhan {rare} dan {rare} di {unit} juga menjadi bahan pembahasan.
        {person2} menyebut bahwa kebutuhan {rare} telah diusulkan dalam rencana kebutuhan tahun {Y1}.
        Petugas juga memeriksa kondisi {rare}, {rare}, dan {rare} di setiap lantai gedung.
        Beberapa pegawai mengusulkan penambahan {rare} dan {rare} di ruang pelayanan.
        Penggantian {rare} yang rusak akan dilakukan secara bertahap mulai {tw} tahun {Y1}.
        Dalam diskusi, peserta juga menyoroti ketersediaan {rare} di {court}.
        Panitia menyiapkan {rare} dan {rare} untuk menunjang kelancaran acara.
        Laporan kerusakan {rare} dapat disampaikan kepada {unit} melalui layanan pengaduan internal.
        Menurut {person2}, sebagian {rare} di {court} sudah berusia lebih dari {nd} tahun.
        Biro Perlengkapan mencatat permintaan {rare} dari {nn} unit kerja sepanjang tahun {Y}.
        Pegawai juga diminta merawat {rare} dan {rare} yang menjadi tanggung jawab unitnya.
        Untuk sementara, {rare} dipinjam dari {unit} sampai barang yang baru tersedia.
        TXT;

    private const LEAD = <<<'TXT'
        Pada {date}, {biro} Badan Urusan Administrasi Mahkamah Agung menyelenggarakan {ev} di {venue}.
        {biro} Badan Urusan Administrasi Mahkamah Agung menggelar {ev} pada {date}.
        Bertempat di {venue}, {biro} Badan Urusan Administrasi Mahkamah Agung melaksanakan {ev}.
        {role} membuka {ev} yang diselenggarakan oleh {biro} Badan Urusan Administrasi Mahkamah Agung.
        {biro} BUA Mahkamah Agung melaksanakan {ev} pada {date}.
        Badan Urusan Administrasi Mahkamah Agung melalui {biro} mengadakan {ev} pada {date}.
        Di Jakarta, {biro} Badan Urusan Administrasi Mahkamah Agung menyelenggarakan {ev} pada {date}.
        {bshort} Badan Urusan Administrasi menggelar {ev}.
        TXT;

    private const CLOSING = <<<'TXT'
        Dengan terlaksananya kegiatan ini, {org} berharap {t} semakin baik dan bermanfaat bagi seluruh pegawai.
        Kegiatan berakhir pada {time} dengan tertib dan lancar.
        Semoga langkah ini menjadi bagian dari upaya bersama untuk {aim}.
        Acara kemudian ditutup oleh {role} dengan harapan seluruh rencana tindak lanjut dapat segera dilaksanakan.
        Seluruh peserta kembali ke unit kerja masing-masing untuk menindaklanjuti hasil kegiatan ini.
        TXT;

    /** Each topic: its subjects {x}, nouns {t}, events {ev}, own sentences and title templates. */
    private const TOPICS = [
        'pelantikan' => [
            'x' => ['fungsional', 'administrator', 'pengawas', 'pimpinan tinggi pratama', 'fungsional analis kebijakan',
                'fungsional pranata komputer', 'fungsional arsiparis', 'fungsional perencana', 'fungsional analis pengelolaan keuangan'],
            't' => ['pelantikan', 'pengambilan sumpah jabatan', 'jabatan baru', 'amanah jabatan', 'pakta integritas', 'pelantikan pejabat',
                'surat keputusan pengangkatan'],
            'ev' => "pelantikan dan pengambilan sumpah {nw} pejabat {x}\npelantikan pejabat {x} di lingkungan {biro}\nacara pelantikan pejabat {x}",
            's' => <<<'TXT'
                {role} melantik {nw} pejabat {x} berdasarkan surat keputusan yang ditetapkan pada awal bulan {month}.
                Para pejabat yang dilantik mengucapkan sumpah jabatan di hadapan rohaniwan dan saksi dari {unit}.
                Dalam amanatnya, {person} meminta pejabat yang baru dilantik segera menyesuaikan diri dengan tugas barunya.
                Pelantikan ini dilakukan untuk mengisi kekosongan jabatan akibat mutasi dan pensiun pada tahun {Y}.
                Setelah pengambilan sumpah, para pejabat menandatangani pakta integritas dan berita acara pelantikan.
                Jabatan adalah amanah yang harus dipertanggungjawabkan kepada pimpinan, negara, dan Tuhan Yang Maha Esa, ujar {person}.
                Salah satu pejabat yang dilantik adalah {person2}, yang sebelumnya bertugas di {court}.
                Pejabat {x} yang dilantik diharapkan mampu melayani dengan sepenuh hati.
                TXT,
            'title' => <<<'TXT'
                {pjs} Melantik {nw} Pejabat {x}
                {nw} Pejabat {x} {bshort} Resmi Dilantik
                Pengambilan Sumpah {nw} Pejabat {x} Tahun {Y}
                {pname} Dilantik sebagai Pejabat {x} {bshort}
                {pjs} Lantik Pejabat {x} pada {tgl} {Y}
                Pelantikan {nw} Pejabat {x}
                TXT,
        ],
        'rapat' => [
            'x' => ['keuangan', 'kepegawaian', 'perencanaan anggaran', 'pengelolaan barang milik negara', 'tindak lanjut hasil pemeriksaan',
                'kehumasan', 'pelaksanaan program kerja', 'persiapan akhir tahun anggaran', 'keamanan gedung', 'layanan administrasi'],
            't' => ['rapat koordinasi', 'hasil rapat', 'kesepakatan rapat', 'agenda rapat', 'tindak lanjut rapat', 'koordinasi', 'pembahasan'],
            'ev' => "rapat koordinasi {x} {tw} tahun {Y}\nrapat koordinasi {x} bersama {biro2}\nrapat evaluasi {x}",
            's' => <<<'TXT'
                Rapat koordinasi ini membahas {x} serta kendala yang dihadapi setiap unit kerja selama {tw} tahun {Y}.
                Setiap kepala bagian memaparkan capaian, permasalahan, dan rencana tindak lanjut di unitnya masing-masing.
                Rapat menyepakati {n} butir kesimpulan yang akan dituangkan dalam notula dan dilaporkan kepada pimpinan.
                {person} menekankan bahwa koordinasi yang baik antara {biro} dan {biro2} sangat menentukan keberhasilan {x}.
                Hasil pembahasan dalam rapat ini akan menjadi bahan rapat pimpinan pada pekan berikutnya.
                Beberapa persoalan yang belum terselesaikan akan dibahas kembali dalam rapat lanjutan bulan depan.
                Notula rapat dibagikan kepada seluruh peserta untuk ditindaklanjuti sesuai kewenangan masing-masing.
                TXT,
            'title' => <<<'TXT'
                Rapat Koordinasi {x} {tw} {Y} {bshort}
                {bshort} Gelar Rakor Bersama {biro2} pada {tgl}
                Rakor {x} Tahun {Y}, {pjs} Minta Koordinasi Diperkuat
                Rapat Evaluasi {x} di Lingkungan {bshort} Tahun {Y}
                {pjs} Pimpin Rapat Koordinasi {x} {tw} {Y}
                Rapat Koordinasi {x} di {city} Tahun {Y}
                Rapat Koordinasi {x} {tgl} {Y}
                TXT,
        ],
        'kinerja' => [
            'x' => ['Laporan Kinerja', 'Perjanjian Kinerja', 'Indikator Kinerja Utama', 'Rencana Aksi', 'Laporan Kinerja Instansi Pemerintah'],
            't' => ['laporan kinerja', 'pelaporan kinerja', 'SAKIP', 'capaian kinerja', 'indikator kinerja', 'sasaran strategis',
                'akuntabilitas kinerja', 'target kinerja', 'LKjIP'],
            'ev' => "penyusunan {x} tahun {Y}\nasistensi penyusunan {x} satuan kerja\nevaluasi implementasi SAKIP tahun {Y}",
            's' => <<<'TXT'
                Penyusunan {x} tahun {Y} mengacu pada peraturan tentang Sistem Akuntabilitas Kinerja Instansi Pemerintah.
                Capaian indikator kinerja utama {org} pada tahun {Yp} tercatat sebesar {pct} dari target yang ditetapkan.
                Setiap satuan kerja wajib melaporkan capaian kinerja secara berkala melalui aplikasi pelaporan yang telah disediakan.
                Hasil evaluasi SAKIP tahun {Yp} menempatkan {org} pada predikat {pred} dengan nilai {score}.
                Data capaian yang dilaporkan harus didukung oleh bukti dukung yang lengkap dan dapat diverifikasi.
                {person} menjelaskan bahwa laporan kinerja bukan sekadar kewajiban administratif, melainkan alat untuk memperbaiki perencanaan.
                Kendala yang paling sering ditemukan adalah ketidaksesuaian antara indikator kinerja dan kegiatan yang dianggarkan.
                {x} yang telah disusun akan dilaporkan kepada Kementerian Pendayagunaan Aparatur Negara dan Reformasi Birokrasi.
                TXT,
            'title' => <<<'TXT'
                Penyusunan {x} {bshort} {tw} {Y}
                Evaluasi SAKIP {Y}: {org} Raih Nilai {score}
                Asistensi {x} bagi Satuan Kerja di Wilayah {prov}
                Laporan Kinerja {bshort} Tahun {Yp} Disampaikan pada {tgl}
                Indikator Kinerja {bshort} {tw} {Y} Capai {pct}
                {pjs} Tandatangani {x} {bshort} Tahun {Y}
                Penyusunan {x} Dimulai {tgl} {Y}
                TXT,
        ],
        'zi' => [
            'x' => ['Wilayah Bebas dari Korupsi', 'Wilayah Birokrasi Bersih dan Melayani'],
            't' => ['zona integritas', 'pembangunan zona integritas', 'reformasi birokrasi', 'area perubahan', 'pengendalian gratifikasi',
                'survei persepsi korupsi', 'agen perubahan', 'pelayanan prima'],
            'ev' => "pencanangan pembangunan zona integritas menuju {x}\npenilaian mandiri pembangunan zona integritas\nmonitoring pembangunan zona integritas",
            's' => <<<'TXT'
                Pembangunan zona integritas meliputi enam area perubahan, mulai dari manajemen perubahan hingga peningkatan kualitas pelayanan publik.
                {person} mengajak seluruh pegawai menjadi agen perubahan dalam mewujudkan predikat {x}.
                Tim penilai internal melakukan verifikasi terhadap bukti dukung yang disiapkan oleh {unit}.
                Pegawai diingatkan untuk menolak segala bentuk gratifikasi dan melaporkannya melalui unit pengendali gratifikasi.
                Survei persepsi anti korupsi dan survei kepuasan masyarakat dilaksanakan secara berkala sebagai bagian dari penilaian.
                Pada tahun {Yp}, sejumlah satuan kerja di wilayah {prov} telah meraih predikat {x}.
                Zona integritas bukan sekadar predikat, tetapi perubahan pola pikir dan budaya kerja seluruh pegawai.
                TXT,
            'title' => <<<'TXT'
                Pencanangan Zona Integritas {bshort} pada {tgl} {Y}
                {nw} Satuan Kerja Ikuti Penilaian Zona Integritas {Y}
                Penilaian Mandiri Zona Integritas {bshort} {tw} {Y}
                {nw} Agen Perubahan {bshort} Dikukuhkan
                {pjs} Ajak Pegawai {bshort} Wujudkan {x}
                Monitoring Pembangunan Zona Integritas di Wilayah {prov} {Y}
                {pjs} Canangkan Zona Integritas {tgl} {Y}
                TXT,
        ],
        'pengadaan' => [
            'x' => ['perangkat komputer', 'kendaraan dinas operasional', 'alat tulis kantor', 'peralatan jaringan', 'mebel kantor',
                'perangkat ruang sidang', 'jasa kebersihan', 'jasa pengamanan', 'konsultan perencana', 'pendingin ruangan'],
            't' => ['pengadaan barang dan jasa', 'pengadaan', 'penyedia', 'kontrak', 'katalog elektronik', 'kelompok kerja pemilihan',
                'pejabat pembuat komitmen', 'harga perkiraan sendiri', 'tender'],
            'ev' => "pengadaan {x} tahun anggaran {Y}\nsosialisasi pengadaan barang dan jasa pemerintah\nrapat persiapan pengadaan {x}",
            's' => <<<'TXT'
                Pengadaan {x} dilaksanakan melalui katalog elektronik sesuai dengan ketentuan pengadaan barang dan jasa pemerintah.
                Pejabat pembuat komitmen telah menetapkan harga perkiraan sendiri berdasarkan survei harga pasar.
                Nilai kontrak pengadaan tersebut mencapai {rp} dan dibiayai dari DIPA tahun anggaran {Y}.
                Kelompok kerja pemilihan mengevaluasi dokumen penawaran dari {n} penyedia yang mendaftar.
                {person} mengingatkan agar seluruh proses pengadaan dilakukan secara transparan dan bebas dari konflik kepentingan.
                Barang yang telah diterima diperiksa oleh pejabat penerima hasil pekerjaan sebelum dicatat sebagai barang milik negara.
                Pengadaan {rare} dan {rare} direncanakan pada {tw} tahun {Y1}.
                Penyedia yang terlambat menyelesaikan pekerjaan dikenai denda sesuai dengan ketentuan dalam kontrak.
                TXT,
            'title' => <<<'TXT'
                Pengadaan {x} Tahun Anggaran {Y} melalui Katalog Elektronik
                Kontrak Pengadaan {x} Senilai {rp} Ditandatangani
                Sosialisasi Pengadaan Barang dan Jasa bagi {nn} Pejabat Pembuat Komitmen
                Evaluasi Pengadaan {x} {tw} {Y}
                {nw} Penyedia Ikuti Tender {x} {bshort}
                Pengadaan {x} untuk {court}
                Pengadaan {x} Senilai {rp}
                TXT,
        ],
        'pelatihan' => [
            'x' => ['penyusunan laporan keuangan', 'pengelolaan arsip dinamis', 'kehumasan dan jurnalistik', 'pengelolaan barang milik negara',
                'analisis jabatan', 'keprotokolan', 'penulisan naskah dinas', 'keamanan informasi', 'pengelolaan laman resmi',
                'manajemen risiko', 'pelayanan prima', 'penyusunan rencana anggaran'],
            't' => ['pelatihan teknis', 'pelatihan', 'bimbingan teknis', 'peserta pelatihan', 'narasumber', 'materi pelatihan', 'kompetensi',
                'widyaiswara', 'pengembangan kompetensi'],
            'ev' => "pelatihan teknis {x}\nbimbingan teknis {x}\npelatihan {x} angkatan {roman}",
            's' => <<<'TXT'
                Pelatihan teknis {x} diikuti oleh {n} peserta dari berbagai unit kerja di lingkungan {org}.
                Peserta dilatih oleh narasumber dari Pusat Pendidikan dan Pelatihan Teknis Peradilan serta praktisi yang berpengalaman.
                Materi pelatihan disusun untuk meningkatkan kompetensi teknis pegawai sesuai dengan kebutuhan organisasi.
                Selama {nd} hari, peserta mengikuti ceramah, diskusi kelompok, studi kasus, dan praktik langsung.
                Di akhir pelatihan, peserta yang dinyatakan lulus memperoleh sertifikat dari {org}.
                {person} berharap ilmu yang diperoleh dapat segera diterapkan dan ditularkan kepada rekan kerja di unit masing-masing.
                Evaluasi pelatihan menunjukkan rata-rata nilai peserta meningkat dari {score} menjadi {score2}.
                Pegawai yang telah dilatih akan menjadi pelatih bagi rekan-rekannya di satuan kerja daerah.
                TXT,
            'title' => <<<'TXT'
                Pelatihan Teknis {x} bagi {nn} Pegawai
                {org} Latih {nw} Pegawai dalam {x}
                Bimbingan Teknis {x} Angkatan {roman} Resmi Dibuka
                Tingkatkan Kompetensi, {bshort} Gelar Pelatihan {x}
                {nw} Pegawai Ikuti Pelatihan {x} di {city}
                Pelatihan {x} Angkatan {roman} Tahun {Y}
                TXT,
        ],
        'aplikasi' => [
            'x' => ['SIKEP', 'e-Office', 'SAKTI', 'SIMAK BMN', 'e-Arsip', 'SIPP', 'e-Court', 'SIWAS', 'Komdanas', 'e-Keuangan', 'SIMARI',
                'e-SAKIP', 'Cuti Online', 'e-Presensi'],
            't' => ['sosialisasi aplikasi', 'aplikasi', 'sistem informasi', 'pengguna aplikasi', 'fitur baru', 'akun pengguna',
                'digitalisasi', 'pemutakhiran data', 'layanan daring', 'dasbor'],
            'ev' => "sosialisasi aplikasi {x}\nsosialisasi pemutakhiran aplikasi {x}\nbimbingan penggunaan aplikasi {x}",
            's' => <<<'TXT'
                Aplikasi {x} dikembangkan untuk mempermudah pengelolaan data dan mempercepat proses administrasi.
                Dalam sosialisasi tersebut, tim pengembang memperkenalkan fitur baru dan tata cara pengisian data.
                Setiap pengguna wajib memperbarui kata sandi akun secara berkala untuk menjaga keamanan data.
                Pemutakhiran data pegawai pada aplikasi {x} ditargetkan selesai paling lambat akhir {tw} tahun {Y}.
                {person} menjelaskan bahwa data yang diinput melalui aplikasi akan terintegrasi dengan sistem informasi lainnya.
                Peserta sosialisasi mempraktikkan langsung penggunaan aplikasi dengan didampingi oleh operator dari {unit}.
                Kendala teknis dapat dilaporkan melalui layanan bantuan yang dikelola oleh {unit}.
                Aplikasi ini dapat diakses melalui komputer kantor maupun telepon genggam pegawai.
                TXT,
            'title' => <<<'TXT'
                Sosialisasi Aplikasi {x} bagi {nn} Operator Satuan Kerja
                {bshort} Sosialisasikan Fitur Baru Aplikasi {x} {Y}
                Aplikasi {x} Versi Terbaru Mulai Digunakan {tgl} {Y}
                Percepat Digitalisasi, {org} Terapkan Aplikasi {x}
                Pemutakhiran Data {nn} Pegawai melalui Aplikasi {x}
                Sosialisasi Aplikasi {x} {tgl} {Y}
                TXT,
        ],
        'gedung' => [
            'x' => ['atap gedung', 'instalasi listrik', 'sistem pendingin ruangan', 'lift penumpang', 'jaringan air bersih', 'ruang sidang',
                'toilet dan ruang ibadah', 'area parkir', 'fasad gedung', 'sistem proteksi kebakaran'],
            't' => ['pemeliharaan gedung', 'perbaikan', 'renovasi', 'pemeliharaan', 'bangunan gedung negara', 'keselamatan gedung',
                'kebersihan', 'sarana dan prasarana'],
            'ev' => "pemeliharaan {x} Gedung Sekretariat Mahkamah Agung\npemeriksaan berkala {x}\nperbaikan {x}",
            's' => <<<'TXT'
                Pemeliharaan {x} dilakukan secara berkala untuk menjamin keselamatan dan kenyamanan pegawai serta tamu.
                Pekerjaan perbaikan dijadwalkan berlangsung selama {nd} hari kerja dan dikerjakan di luar jam pelayanan.
                Selama pekerjaan berlangsung, sebagian ruangan di lantai {floor} dipindahkan sementara ke lantai lain.
                Tim teknis dari {unit} telah memeriksa kondisi {x} dan menemukan beberapa bagian yang perlu diganti.
                {person} meminta penyedia jasa pemeliharaan untuk mematuhi standar keselamatan dan kesehatan kerja.
                Anggaran pemeliharaan gedung tahun {Y} dialokasikan sebesar {rp} dari belanja barang.
                Penggantian {rare} dan perbaikan {rare} juga termasuk dalam pekerjaan pemeliharaan tahun ini.
                Gedung yang terpelihara dengan baik mencerminkan wibawa lembaga peradilan di mata masyarakat.
                TXT,
            'title' => <<<'TXT'
                Pemeliharaan {x} Gedung Sekretariat Mahkamah Agung {tw} {Y}
                {bshort} Lakukan Perbaikan {x} di Lantai {floor}
                Pemeriksaan Berkala {x} Bulan {month} {Y}
                Renovasi {x} Ditargetkan Rampung {tw} {Y}
                Anggaran Pemeliharaan {x} Tahun {Y} Capai {rp}
                Perbaikan {x} Selesai {tgl} {Y}
                TXT,
        ],
        'informasi' => [
            'x' => ['daftar informasi publik', 'standar layanan informasi', 'laporan layanan informasi publik',
                'uji konsekuensi informasi', 'penilaian keterbukaan informasi'],
            't' => ['keterbukaan informasi publik', 'informasi publik', 'pejabat pengelola informasi dan dokumentasi', 'PPID',
                'permohonan informasi', 'keberatan', 'layanan informasi'],
            'ev' => "rapat pemutakhiran {x}\nsosialisasi keterbukaan informasi publik\nmonitoring dan evaluasi {x}",
            's' => <<<'TXT'
                Keterbukaan informasi publik merupakan amanat Undang-Undang Nomor 14 Tahun 2008 yang wajib dilaksanakan setiap badan publik.
                Sepanjang tahun {Yp}, PPID menerima {nn} permohonan informasi yang seluruhnya telah ditanggapi sesuai jangka waktu.
                Permohonan informasi dapat diajukan secara langsung maupun melalui laman resmi dan surat elektronik.
                {person} menyampaikan bahwa {x} harus dimutakhirkan setiap tahun agar masyarakat memperoleh informasi yang akurat.
                Informasi yang dikecualikan ditetapkan melalui uji konsekuensi dengan mempertimbangkan kepentingan publik.
                Pada penilaian Komisi Informasi Pusat tahun {Yp}, Mahkamah Agung memperoleh kualifikasi badan publik informatif.
                Pemohon yang tidak puas dengan tanggapan dapat mengajukan keberatan kepada atasan PPID.
                TXT,
            'title' => <<<'TXT'
                Pemutakhiran {x} {bshort} {tw} {Y}
                PPID {org} Layani {nn} Permohonan Informasi Sepanjang {Yp}
                Sosialisasi Keterbukaan Informasi Publik bagi {nn} Pegawai
                {pjs} Terima Predikat Badan Publik Informatif {Y}
                Monitoring dan Evaluasi {x} {tw} {Y}
                PPID Layani {nn} Permohonan Informasi {Yp}
                TXT,
        ],
        'anggaran' => [
            'x' => ['belanja pegawai', 'belanja barang', 'belanja modal', 'penerimaan negara bukan pajak', 'revisi DIPA', 'pagu indikatif',
                'pagu definitif'],
            't' => ['anggaran', 'realisasi anggaran', 'penyerapan anggaran', 'DIPA', 'pagu anggaran', 'revisi anggaran',
                'rencana kerja dan anggaran', 'efisiensi anggaran', 'tahun anggaran'],
            'ev' => "rapat evaluasi realisasi anggaran {tw} tahun {Y}\npenyusunan rencana kerja dan anggaran tahun {Y1}\npembahasan {x}",
            's' => <<<'TXT'
                Realisasi anggaran {org} sampai dengan {tw} tahun {Y} mencapai {pct} dari total pagu.
                Penyerapan {x} masih perlu dipercepat agar target akhir tahun dapat tercapai.
                Setiap satuan kerja diminta menyusun rencana penarikan dana yang realistis dan memperbaruinya setiap bulan.
                Pagu anggaran tahun {Y1} dialokasikan sebesar {rp} dengan prioritas pada program dukungan manajemen.
                {person} menegaskan bahwa efisiensi anggaran tidak boleh mengurangi kualitas pelayanan kepada masyarakat pencari keadilan.
                Revisi anggaran diajukan kepada Direktorat Jenderal Anggaran setelah mendapat persetujuan pimpinan.
                Belanja yang tidak mendesak ditunda dan dialihkan untuk kebutuhan prioritas yang telah dianggarkan sebelumnya.
                Alokasi {x} tahun {Y} dibahas bersama {biro2} sebelum diajukan kepada pimpinan.
                TXT,
            'title' => <<<'TXT'
                Realisasi Anggaran {tw} {Y} Capai {pct}
                Penyerapan {x} {bshort} Capai {pct}
                Penyusunan Rencana Kerja dan Anggaran {Y1} Dimulai {tgl}
                {org} Percepat Penyerapan Anggaran {tw} {Y}
                Pagu {x} Tahun {Y1} Ditetapkan {rp}
                Realisasi {x} {tw} {Y} Capai {pct}
                TXT,
        ],
        'mutasi' => [
            'x' => ['hakim', 'panitera pengganti', 'juru sita', 'pejabat struktural', 'pegawai kesekretariatan', 'pejabat fungsional'],
            't' => ['mutasi', 'promosi', 'rotasi', 'penempatan pegawai', 'surat keputusan', 'tim promosi dan mutasi', 'formasi jabatan',
                'pola karier'],
            'ev' => "rapat tim promosi dan mutasi\npenyerahan surat keputusan mutasi {x}\npembahasan usulan mutasi {x}",
            's' => <<<'TXT'
                Tim promosi dan mutasi menetapkan {nn} nama {x} yang akan dimutasi ke berbagai satuan kerja.
                Mutasi dan promosi dilakukan berdasarkan penilaian kinerja, kebutuhan organisasi, dan pola karier pegawai.
                Pegawai yang dimutasi wajib melaporkan diri ke satuan kerja tujuan paling lambat {nd} hari setelah surat keputusan diterima.
                {person} menegaskan bahwa mutasi merupakan hal yang biasa dalam organisasi dan bagian dari pembinaan karier.
                Sebagian besar {x} yang dipromosikan akan ditempatkan di {court} dan {court2}.
                Usulan mutasi dari satuan kerja di wilayah {prov} akan dibahas dalam rapat berikutnya.
                Rotasi pegawai juga dimaksudkan untuk penyegaran dan pemerataan pengalaman kerja.
                TXT,
            'title' => <<<'TXT'
                Tim Promosi dan Mutasi Bahas Mutasi {nw} {x}
                Mutasi {nn} {x} di Lingkungan Mahkamah Agung Tahun {Y}
                Penyerahan Surat Keputusan Mutasi {x} oleh {pjs}
                Rapat Tim Promosi dan Mutasi {x} {tw} {Y}
                {nw} {x} Dipromosikan ke Wilayah {prov}
                {pname} Dimutasi ke {court}
                Mutasi {nw} {x} Tahun {Y}
                TXT,
        ],
        'cuti' => [
            'x' => ['cuti tahunan', 'cuti besar', 'cuti sakit', 'cuti melahirkan', 'cuti karena alasan penting', 'cuti bersama'],
            't' => ['cuti', 'permohonan cuti', 'hak cuti', 'cuti pegawai', 'pengajuan cuti', 'persetujuan atasan', 'surat izin cuti'],
            'ev' => "sosialisasi ketentuan {x}\nsosialisasi tata cara pengajuan cuti pegawai\nsosialisasi aplikasi pengajuan {x}",
            's' => <<<'TXT'
                Permohonan {x} diajukan secara tertulis kepada pejabat yang berwenang melalui atasan langsung.
                Hak cuti tahunan pegawai negeri sipil adalah dua belas hari kerja dalam satu tahun.
                Cuti yang tidak digunakan dapat ditangguhkan ke tahun berikutnya sesuai dengan ketentuan yang berlaku.
                {person} mengingatkan bahwa pengajuan cuti harus memperhatikan beban kerja dan jadwal pelayanan di unit masing-masing.
                Mulai tahun {Y}, pengajuan cuti dilakukan melalui aplikasi sehingga prosesnya lebih cepat dan terpantau.
                Pegawai yang mengambil {x} tetap wajib menyerahkan pekerjaan yang belum selesai kepada rekan yang ditunjuk.
                Sepanjang tahun {Yp}, {unit} memproses {nn} permohonan cuti pegawai.
                TXT,
            'title' => <<<'TXT'
                Sosialisasi Ketentuan {x} bagi {nn} Pegawai
                Mulai {Y}, Pengajuan {x} Dilakukan melalui Aplikasi
                Tata Cara Pengajuan {x} {bshort} Tahun {Y}
                Jadwal {x} Pegawai Badan Urusan Administrasi Tahun {Y}
                {bshort} Proses {nn} Permohonan {x} Sepanjang {Yp}
                {nn} Permohonan {x} Diproses pada {Yp}
                TXT,
        ],
        'pensiun' => [
            'x' => ['pegawai', 'pejabat struktural', 'pejabat fungsional', 'staf pelaksana', 'hakim yustisial'],
            't' => ['pensiun', 'purnabakti', 'batas usia pensiun', 'masa persiapan pensiun', 'surat keputusan pensiun', 'jaminan hari tua',
                'masa bakti'],
            'ev' => "acara pelepasan purnabakti {nw} {x}\nsosialisasi persiapan masa pensiun\npenyerahan surat keputusan pensiun",
            's' => <<<'TXT'
                Sebanyak {nw} {x} memasuki masa purnabakti setelah mengabdi lebih dari {n} tahun di lingkungan Mahkamah Agung.
                Surat keputusan pensiun diserahkan langsung oleh {pejabat} kepada para pegawai yang memasuki batas usia pensiun.
                {person} menyampaikan terima kasih atas pengabdian dan dedikasi para purnabakti selama masa bakti mereka.
                Pegawai yang akan pensiun diimbau untuk melengkapi berkas administrasi paling lambat enam bulan sebelumnya.
                Dalam sosialisasi ini, narasumber dari PT Taspen menjelaskan hak pensiun dan tabungan hari tua.
                Para purnabakti diharapkan tetap menjalin silaturahmi dan berbagi pengalaman dengan pegawai yang lebih muda.
                Pemberhentian dengan hormat diberikan kepada pegawai yang telah mencapai batas usia pensiun.
                TXT,
            'title' => <<<'TXT'
                Pelepasan Purnabakti {nw} {x} Badan Urusan Administrasi
                Sosialisasi Persiapan Masa Pensiun bagi {nn} Pegawai
                {pjs} Serahkan Surat Keputusan Pensiun {nw} {x}
                Purnabakti Tahun {Y}: {pjs} Ucapkan Terima Kasih atas Pengabdian
                {nw} {x} {bshort} Memasuki Masa Purnabakti
                Pelepasan {nw} {x} Purnabakti {Y}
                TXT,
        ],
        'bmn' => [
            'x' => ['kendaraan dinas', 'peralatan dan mesin', 'peralatan kantor', 'perangkat komputer', 'mebel kantor', 'rumah negara'],
            't' => ['barang milik negara', 'BMN', 'inventarisasi', 'penghapusan', 'pencatatan aset', 'penetapan status penggunaan',
                'rekonsiliasi', 'lelang'],
            'ev' => "inventarisasi barang milik negara\nrekonsiliasi data barang milik negara {tw} {Y}\npenghapusan {x}",
            's' => <<<'TXT'
                Inventarisasi barang milik negara dilakukan untuk memastikan data aset sesuai dengan kondisi fisik di lapangan.
                Rekonsiliasi data barang milik negara dengan Kantor Pelayanan Kekayaan Negara dan Lelang dilaksanakan setiap semester.
                Sebanyak {nn} unit {x} yang rusak berat diusulkan untuk dihapuskan melalui mekanisme lelang.
                {person} meminta agar setiap perpindahan barang dicatat dan dilaporkan kepada {unit}.
                Nilai aset {x} yang tercatat pada akhir tahun {Yp} mencapai {rp}.
                Penetapan status penggunaan {x} diajukan kepada Kementerian Keuangan sesuai dengan ketentuan yang berlaku.
                Label inventaris ditempel pada setiap barang agar mudah ditelusuri saat pemeriksaan.
                TXT,
            'title' => <<<'TXT'
                Inventarisasi Barang Milik Negara {bshort} {tw} {Y}
                Rekonsiliasi Data BMN {bshort} {tw} {Y}
                Penghapusan {nw} Unit {x} melalui Lelang
                Tertib Administrasi {nn} Unit {x} di {bshort}
                Penetapan Status Penggunaan {x} Tahun {Y}
                Inventarisasi {nn} Unit {x} Tahun {Y}
                TXT,
        ],
        'arsip' => [
            'x' => ['arsip dinamis', 'arsip vital', 'arsip statis', 'naskah dinas', 'arsip kepegawaian', 'arsip keuangan'],
            't' => ['arsip', 'kearsipan', 'pengelolaan arsip', 'jadwal retensi arsip', 'alih media', 'digitalisasi arsip', 'tata naskah dinas',
                'penyusutan arsip'],
            'ev' => "penataan {x}\nsosialisasi tata naskah dinas\npemusnahan arsip yang telah habis masa retensinya",
            's' => <<<'TXT'
                Penataan {x} dilakukan berdasarkan klasifikasi arsip dan jadwal retensi yang telah ditetapkan.
                Sebanyak {nn} boks arsip yang habis masa retensinya dimusnahkan dengan disaksikan perwakilan Arsip Nasional Republik Indonesia.
                Alih media arsip ke bentuk digital memudahkan penelusuran dan mengurangi kebutuhan ruang penyimpanan.
                {person} menekankan pentingnya pengelolaan arsip yang tertib sebagai bukti akuntabilitas organisasi.
                Setiap unit kerja wajib menunjuk petugas yang bertanggung jawab atas pengarsipan naskah dinas.
                Arsiparis dari {unit} mendampingi unit kerja yang belum menerapkan tata naskah dinas elektronik.
                Arsip yang telah dialihmediakan tetap disimpan sesuai dengan jadwal retensi arsip.
                TXT,
            'title' => <<<'TXT'
                Penataan {x} {bshort} {tw} {Y}
                Pemusnahan {nn} Boks Arsip Disaksikan Arsip Nasional
                Digitalisasi {x} Badan Urusan Administrasi Tahun {Y}
                Sosialisasi Tata Naskah Dinas Elektronik bagi {nn} Pegawai
                Alih Media {nn} Boks {x} {bshort}
                Penataan {nn} Boks {x} Tahun {Y}
                TXT,
        ],
        'kunjungan' => [
            'x' => ['pembinaan', 'monitoring dan evaluasi', 'pengawasan', 'supervisi'],
            't' => ['kunjungan kerja', 'pembinaan', 'satuan kerja', 'pengawasan', 'monitoring', 'temuan', 'arahan pimpinan'],
            'ev' => "kunjungan kerja ke {court}\n{x} ke satuan kerja di wilayah {prov}\nkunjungan {x} ke {court}",
            's' => <<<'TXT'
                Dalam kunjungan kerja ke {court}, {role} meninjau langsung ruang pelayanan terpadu satu pintu dan ruang arsip.
                Rombongan diterima oleh ketua dan jajaran pimpinan satuan kerja di wilayah {prov}.
                Kegiatan {x} ini bertujuan memastikan administrasi di daerah berjalan sesuai dengan standar yang ditetapkan.
                {person} memberikan arahan agar temuan hasil pengawasan segera ditindaklanjuti dan dilaporkan.
                Pimpinan juga berdialog dengan pegawai mengenai kendala sarana dan prasarana di {court}.
                Kunjungan dilanjutkan ke {court2} untuk melihat kesiapan pelayanan.
                Dalam pembinaan tersebut, pegawai diingatkan untuk memberikan pelayanan terbaik kepada masyarakat pencari keadilan.
                TXT,
            'title' => <<<'TXT'
                Kunjungan Kerja {pjs} ke {court}
                {x} Satuan Kerja di Wilayah {prov} Tahun {Y}
                {pjs} Tinjau Pelayanan di {court}
                Pembinaan Pegawai {court} Tahun {Y}
                {pjs} Beri Arahan kepada Pegawai {court}
                Kunjungan Kerja ke {court}
                TXT,
        ],
        'lapkeu' => [
            'x' => ['laporan keuangan semesteran', 'laporan keuangan tahunan', 'laporan barang milik negara', 'catatan atas laporan keuangan'],
            't' => ['laporan keuangan', 'pemeriksaan', 'opini wajar tanpa pengecualian', 'Badan Pemeriksa Keuangan', 'temuan pemeriksaan',
                'tindak lanjut', 'rekonsiliasi', 'reviu'],
            'ev' => "penyusunan {x} tahun {Y}\nentry meeting pemeriksaan BPK atas laporan keuangan tahun {Yp}\nreviu {x} oleh Badan Pengawasan",
            's' => <<<'TXT'
                Mahkamah Agung kembali memperoleh opini wajar tanpa pengecualian atas laporan keuangan tahun {Yp} dari Badan Pemeriksa Keuangan.
                Penyusunan {x} melibatkan seluruh unit akuntansi di tingkat satuan kerja, wilayah, dan eselon I.
                Temuan pemeriksaan tahun sebelumnya telah ditindaklanjuti sebanyak {pct} dan sisanya dalam proses penyelesaian.
                {person} meminta operator akuntansi memastikan data realisasi dan barang milik negara telah direkonsiliasi.
                Reviu laporan keuangan dilakukan oleh Badan Pengawasan sebelum laporan disampaikan kepada Kementerian Keuangan.
                Pemeriksa meminta dokumen pendukung belanja dari {unit} untuk diuji secara sampel.
                Opini tersebut merupakan hasil kerja keras seluruh pengelola keuangan di satuan kerja.
                TXT,
            'title' => <<<'TXT'
                {org} Kembali Raih Opini Wajar Tanpa Pengecualian Tahun {Yp}
                Penyusunan {x} {bshort} {tw} {Y}
                Entry Meeting Pemeriksaan BPK atas Laporan Keuangan {Yp} pada {tgl}
                Tindak Lanjut {nn} Temuan Pemeriksaan {bshort} Tahun {Y}
                Reviu {x} oleh Badan Pengawasan {tw} {Y}
                Tindak Lanjut {nn} Temuan Pemeriksaan {Y}
                TXT,
        ],
        'hut' => [
            'x' => ['Hari Ulang Tahun Mahkamah Agung', 'Hari Kesadaran Nasional', 'Hari Kemerdekaan Republik Indonesia', 'Hari Ibu',
                'Hari Sumpah Pemuda', 'Hari Kesaktian Pancasila', 'Hari Lahir Pancasila'],
            't' => ['peringatan', 'upacara', 'perlombaan', 'bakti sosial', 'donor darah', 'jalan sehat', 'kebersamaan', 'semangat pengabdian'],
            'ev' => "upacara peringatan {x}\nrangkaian kegiatan {x}\nbakti sosial dalam rangka {x}",
            's' => <<<'TXT'
                Upacara peringatan {x} berlangsung dengan khidmat dan diikuti oleh seluruh pegawai.
                Bertindak sebagai pembina upacara adalah {role}, sedangkan komandan upacara adalah {person2}.
                Rangkaian kegiatan juga diisi dengan bakti sosial, donor darah, dan jalan sehat yang diikuti ratusan pegawai.
                Dalam amanatnya, pembina upacara mengajak pegawai meneguhkan semangat pengabdian kepada bangsa dan negara.
                Panitia menyelenggarakan lomba antarunit kerja, antara lain lomba kebersihan ruangan dan lomba olahraga.
                Pemenang lomba menerima piala dan piagam penghargaan dari {pejabat}.
                Tahun ini Mahkamah Agung memperingati hari jadinya yang ke-{ke} sejak berdiri pada 19 Agustus 1945.
                TXT,
            'title' => <<<'TXT'
                Upacara Peringatan {x} pada {tgl} {Y}
                Semarak {x} di Lingkungan {bshort} {Y}
                {nn} Pegawai Ikuti Donor Darah dalam Rangka {x}
                Donor Darah dalam Rangka {x} {Y}
                {pjs} Pimpin Upacara {x} {Y}
                Peringatan {x} {tgl} {Y}
                TXT,
        ],
        'penghargaan' => [
            'x' => ['Satyalancana Karya Satya X Tahun', 'Satyalancana Karya Satya XX Tahun', 'Satyalancana Karya Satya XXX Tahun'],
            't' => ['penghargaan', 'tanda kehormatan', 'prestasi', 'pegawai berprestasi', 'dedikasi', 'apresiasi', 'teladan'],
            'ev' => "penyerahan tanda kehormatan {x}\npemberian penghargaan {x}\npengumuman {x} tahun {Y}",
            's' => <<<'TXT'
                Sebanyak {nn} pegawai menerima tanda kehormatan {x} dari Presiden Republik Indonesia.
                Penghargaan diberikan kepada pegawai yang telah menunjukkan kesetiaan, disiplin, dan dedikasi selama bertugas.
                {person2} dari {unit} terpilih sebagai pegawai teladan tahun {Y} setelah melalui penilaian berjenjang.
                Penilaian pegawai teladan mencakup aspek integritas, kinerja, kerja sama, dan inovasi.
                Pemberian penghargaan diharapkan dapat memotivasi pegawai lain untuk meningkatkan prestasi kerja.
                {person} mengucapkan selamat kepada para penerima penghargaan dan berharap prestasi tersebut dipertahankan.
                TXT,
            'title' => <<<'TXT'
                Penyerahan {x} kepada {nw} Pegawai
                {pname} Terpilih sebagai Pegawai Teladan {bshort} {Y}
                Penghargaan {x} bagi {nn} Pegawai
                {pjs} Serahkan {x} pada {tgl}
                {nw} Pegawai {bshort} Terima {x}
                {x} untuk {nw} Pegawai
                TXT,
        ],
        'renstra' => [
            'x' => ['rencana strategis', 'rencana kerja tahunan', 'rencana kerja pemerintah', 'peta proses bisnis', 'analisis beban kerja',
                'standar operasional prosedur'],
            't' => ['perencanaan', 'penyusunan', 'program prioritas', 'sasaran program', 'rencana kerja', 'evaluasi kelembagaan',
                'organisasi dan tata kerja', 'reformasi birokrasi'],
            'ev' => "penyusunan {x} tahun {Y1}\nfinalisasi {x}\nrapat kerja penyusunan {x}",
            's' => <<<'TXT'
                Penyusunan {x} melibatkan perwakilan dari setiap biro agar program yang direncanakan selaras dengan kebutuhan unit kerja.
                Dokumen {x} menjadi acuan dalam penyusunan anggaran dan penetapan target kinerja tahun {Y1}.
                {person} menjelaskan bahwa perencanaan yang baik harus berbasis data dan hasil evaluasi tahun sebelumnya.
                Setiap unit diminta menyampaikan usulan program prioritas paling lambat minggu ketiga bulan {month}.
                Analisis beban kerja juga digunakan untuk menghitung kebutuhan pegawai di setiap unit organisasi.
                Draf {x} akan dibahas kembali bersama {biro2} sebelum ditetapkan oleh pimpinan.
                Rencana strategis periode {renstra} menjadi dasar seluruh program kerja tahunan.
                TXT,
            'title' => <<<'TXT'
                Penyusunan {x} Tahun {Y1} {bshort}
                Finalisasi {x} {bshort} {tw} {Y}
                Rapat Kerja Penyusunan {x} di {city}
                {bshort} Susun {x} Periode {renstra}
                {pjs} Minta {x} Berbasis Data
                {nw} Unit Kerja Sampaikan Usulan {x}
                Penyusunan {x} Tahun {Y1} di {city}
                TXT,
        ],
        'tunjangan' => [
            'x' => ['tunjangan kinerja', 'gaji ketiga belas', 'tunjangan hari raya', 'uang makan', 'uang lembur', 'tunjangan jabatan fungsional'],
            't' => ['pembayaran', 'gaji', 'tunjangan', 'bendahara pengeluaran', 'surat perintah membayar', 'potongan', 'rekening pegawai'],
            'ev' => "sosialisasi pembayaran {x}\nrapat penghitungan {x}\nverifikasi data penerima {x}",
            's' => <<<'TXT'
                Pembayaran {x} bulan {month} telah disalurkan ke rekening masing-masing pegawai.
                Besaran {x} dihitung berdasarkan kelas jabatan dan tingkat kehadiran pegawai.
                Bendahara pengeluaran memastikan surat perintah membayar diajukan tepat waktu kepada Kantor Pelayanan Perbendaharaan Negara.
                {person} mengingatkan pegawai untuk memeriksa rincian potongan pada slip gaji setiap bulan.
                Keterlambatan pembayaran biasanya disebabkan oleh data kehadiran yang belum diverifikasi oleh atasan langsung.
                Total {x} yang dibayarkan pada bulan tersebut mencapai {rp}.
                TXT,
            'title' => <<<'TXT'
                Pembayaran {x} Bulan {month} {Y} Telah Disalurkan
                Sosialisasi Perhitungan {x} bagi {nn} Pegawai
                {x} Bulan {month} {Y} Cair Tepat Waktu
                Verifikasi Data {nn} Penerima {x} di {bshort}
                Total {x} Bulan {month} Capai {rp}
                Pembayaran {x} Bulan {month} {Y}
                TXT,
        ],
    ];

    /** Words that stay lower case inside a title. */
    private const TITLE_LOWER = ['dan' => 1, 'di' => 1, 'ke' => 1, 'dari' => 1, 'untuk' => 1, 'yang' => 1, 'pada' => 1, 'dengan' => 1,
        'dalam' => 1, 'atas' => 1, 'bagi' => 1, 'oleh' => 1, 'sebagai' => 1, 'melalui' => 1, 'demi' => 1, 'serta' => 1, 'kepada' => 1];

    private array $topics = [];
    private array $general;
    private array $rareSentences;
    private array $lead;
    private array $closing;
    /** The post being written: its bureau, topic and sticky slot values. */
    private array $c = [];

    public function __construct()
    {
        // Templates are split once into [text, slot, text, slot, ..., text]: no regex per sentence.
        foreach (self::TOPICS as $name => $topic) {
            $topic['ev'] = $this->parse($topic['ev']);
            $topic['s'] = $this->parse($topic['s']);
            $topic['title'] = $this->parse($topic['title']);
            $this->topics[$name] = $topic;
        }
        $this->general = $this->parse(self::GENERAL);
        $this->rareSentences = $this->parse(self::RARE_SENTENCES);
        $this->lead = $this->parse(self::LEAD);
        $this->closing = $this->parse(self::CLOSING);
    }

    /** [title, post_content] of one berita of $bureau dated $date (its year and month appear in the text). */
    public function post(string $bureau, DateTimeInterface $date): array
    {
        [$year, $month, $day, $weekday] = array_map('intval', explode(' ', $date->format('Y n j N')));
        $b = self::BUREAUS[$bureau];
        // Mostly one of the bureau's own topics; now and then any, as bureaus report on each other.
        $topic = mt_rand(0, 9) < 7 ? $b[2][mt_rand(0, count($b[2]) - 1)] : array_rand(self::TOPICS);
        $t = $this->topics[$topic];
        do {
            $other = array_rand(self::BUREAUS);
        } while ($other === $bureau);
        $first = self::FIRST[mt_rand(0, count(self::FIRST) - 1)];
        $last = self::LAST[mt_rand(0, count(self::LAST) - 1)];
        $num = mt_rand(2, 40);
        $this->c = [
            'bureau' => $bureau,
            'topic' => $t,
            'biro' => $b[0],
            'bshort' => $b[1],
            'biro2' => self::BUREAUS[$other][0],
            'x' => $t['x'][mt_rand(0, count($t['x']) - 1)],
            'pname' => "$first $last",
            'person' => self::HONORIFIC[mt_rand(0, count(self::HONORIFIC) - 1)] . "$first $last"
                . self::DEGREE[mt_rand(0, count(self::DEGREE) - 1)],
            'role' => mt_rand(0, 9) < 4 ? 'Kepala ' . $b[0] : self::skew(self::PEJABAT),
            'pjs' => self::skew(self::PEJABAT_SHORT),
            'nw' => self::words($num),
            'court' => self::court(),
            'city' => self::skew(self::CITY),
            'prov' => self::skew(self::PROVINCE),
            'venue' => self::skew(self::VENUE),
            'tw' => self::PERIOD[mt_rand(0, count(self::PERIOD) - 1)],
            'date' => self::DAY[$weekday] . ", $day " . self::MONTH[$month] . " $year",
            'month' => self::MONTH[$month],
            'tgl' => "$day " . self::MONTH[$month],
            'Y' => (string) $year,
            'Y1' => (string) ($year + 1),
            'Yp' => (string) ($year - 1),
            'renstra' => $year >= 2025 ? '2025-2029' : ($year >= 2020 ? '2020-2024' : '2015-2019'),
            'ke' => (string) ($year - 1945),
            'pred' => ['A', 'BB', 'BB', 'B'][mt_rand(0, 3)],
            'roman' => self::ROMAN[mt_rand(0, count(self::ROMAN) - 1)],
        ];
        $this->c['ev'] = $this->fill($t['ev'][mt_rand(0, count($t['ev']) - 1)]);

        $title = $this->title();

        // 3-5 KB with the markup: stop adding sentences at the target; one more sentence and the
        // closing one stay under 5 KB.
        $target = mt_rand(3100, 4500);
        $topicDeck = array_keys($t['s']);
        shuffle($topicDeck);
        $generalDeck = [];
        $rareDeck = array_keys($this->rareSentences);
        shuffle($rareDeck);
        $rareDeck = array_slice($rareDeck, 0, mt_rand(1, 4));
        $blocks = [];
        $length = 0;
        $sentences = [$this->sentence($this->lead[mt_rand(0, count($this->lead) - 1)], $this->lead)];
        $size = mt_rand(2, 3);
        while (true) {
            $roll = mt_rand(0, 99);
            if ($roll < 40 && $topicDeck) {
                $s = $this->sentence($t['s'][array_pop($topicDeck)]);
            } elseif ($roll < 48 && $rareDeck) {
                $s = $this->sentence($this->rareSentences[array_pop($rareDeck)]);
            } else {
                if (!$generalDeck) {
                    $generalDeck = array_keys($this->general);
                    shuffle($generalDeck);
                }
                $s = $this->sentence($this->general[array_pop($generalDeck)]);
            }
            $sentences[] = $s;
            $length += strlen($s) + 1;
            if ($length + 60 * (count($blocks) + 1) >= $target) {
                $sentences[] = $this->sentence($this->closing[mt_rand(0, count($this->closing) - 1)]);
                $blocks[] = self::block($sentences);
                break;
            }
            if (count($sentences) >= $size) {
                $blocks[] = self::block($sentences);
                $sentences = [];
                $size = mt_rand(3, 5);
            }
        }
        return [$title, implode("\n\n", $blocks)];
    }

    private static function block(array $sentences): string
    {
        // The vocabulary has no markup characters; escaped all the same, so a new word cannot break the block.
        return "<!-- wp:paragraph -->\n<p>" . htmlspecialchars(implode(' ', $sentences), ENT_QUOTES) . "</p>\n<!-- /wp:paragraph -->";
    }

    /** 5-12 words in title case from the topic's titles; the last one is short for any slot values. */
    private function title(): string
    {
        $titles = $this->c['topic']['title'];
        for ($try = 0; $try < 4; $try++) {
            $best = $this->fill($titles[mt_rand(0, count($titles) - 1)]);
            $words = substr_count($best, ' ') + 1;
            if ($words >= 5 && $words <= 12) {
                break;
            }
        }
        if ($words > 12) {
            $best = $this->fill(end($titles));
            $words = substr_count($best, ' ') + 1;
        }
        if ($words < 5) {
            $best .= ' Tahun ' . $this->c['Y'];
        }
        $words = explode(' ', $best);
        foreach ($words as $k => $word) {
            if ($k === 0 || !isset(self::TITLE_LOWER[$word])) {
                $words[$k] = ucfirst($word);
            }
        }
        return implode(' ', $words);
    }

    /**
     * One sentence of 8-25 words: long slot values may push a template over, then others of $pool
     * (general sentences unless given) are tried, and last the pool's last one, short for any slot values.
     */
    private function sentence(array $template, ?array $pool = null): string
    {
        $pool ??= $this->general;
        $s = '';
        $words = PHP_INT_MAX;
        for ($try = 0; $try < 4; $try++) {
            $candidate = $this->fill($template);
            $count = substr_count($candidate, ' ') + 1;
            if ($count < $words) {
                [$s, $words] = [$candidate, $count];
            }
            if ($words <= 25) {
                break;
            }
            $template = $pool[mt_rand(0, count($pool) - 1)];
        }
        if ($words > 25) {
            $s = $this->fill(end($pool));
            $words = substr_count($s, ' ') + 1;
        }
        if ($words < 8) {
            $s = substr($s, 0, -1) . ', sesuai dengan ketentuan yang berlaku.';
        }
        // A name that ends in a degree ("M.H.") ends the sentence itself.
        return ucfirst(str_ends_with($s, '..') ? substr($s, 0, -1) : $s);
    }

    private function fill(array $parts): string
    {
        $s = $parts[0];
        for ($k = 1, $n = count($parts); $k < $n; $k += 2) {
            $s .= $this->slot($parts[$k]) . $parts[$k + 1];
        }
        return $s;
    }

    private function slot(string $name): string
    {
        return match ($name) {
            't' => self::skew($this->c['topic']['t']),
            'org' => self::skew(self::ORG),
            'pejabat' => self::skew(self::PEJABAT),
            'person2' => self::HONORIFIC[mt_rand(0, count(self::HONORIFIC) - 1)] . self::FIRST[mt_rand(0, count(self::FIRST) - 1)] . ' '
                . self::LAST[mt_rand(0, count(self::LAST) - 1)] . self::DEGREE[mt_rand(0, count(self::DEGREE) - 1)],
            'unit' => mt_rand(0, 3) > 0
                ? self::skew(self::BUREAUS[$this->c['bureau']][3])
                : self::skew(self::BUREAUS[array_rand(self::BUREAUS)][3]),
            'court2' => self::court(),
            'venue2' => self::VENUE[mt_rand(0, count(self::VENUE) - 1)],
            'aim' => self::AIM[mt_rand(0, count(self::AIM) - 1)],
            'gen' => self::skew(self::GEN),
            'reg' => self::REG[mt_rand(0, count(self::REG) - 1)],
            'rare' => $this->rare(),
            'adv' => self::ADV[mt_rand(0, count(self::ADV) - 1)],
            'time' => sprintf('pukul %02d.%s WIB', mt_rand(7, 15), mt_rand(0, 1) ? '00' : '30'),
            'n' => (string) mt_rand(2, 60),
            'nn' => (string) mt_rand(10, 250),
            'nd' => (string) mt_rand(2, 14),
            'floor' => (string) mt_rand(2, 14),
            'yr' => (string) mt_rand(2016, 2026),
            'pct' => mt_rand(70, 99) . ',' . mt_rand(10, 99) . ' persen',
            'score' => mt_rand(60, 80) . ',' . mt_rand(1, 9),
            'score2' => mt_rand(81, 95) . ',' . mt_rand(1, 9),
            'rp' => mt_rand(0, 2) ? 'Rp' . mt_rand(1, 95) . ',' . mt_rand(1, 9) . ' miliar' : 'Rp' . mt_rand(150, 950) . ' juta',
            default => $this->c[$name],
        };
    }

    /** An object, not the one just named ("meja dan meja"). */
    private function rare(): string
    {
        do {
            $rare = self::RARE[mt_rand(0, count(self::RARE) - 1)];
        } while ($rare === ($this->c['rare'] ?? ''));
        return $this->c['rare'] = $rare;
    }

    /** An entry of $pool, the first ones more often (the lesser of two draws). */
    private static function skew(array $pool): string
    {
        $n = count($pool) - 1;
        return $pool[min(mt_rand(0, $n), mt_rand(0, $n))];
    }

    private static function court(): string
    {
        return self::skew(self::COURT) . ' ' . self::CITY[mt_rand(0, count(self::CITY) - 1)];
    }

    /** 1-99 in Indonesian words. */
    private static function words(int $n): string
    {
        $unit = ['', 'satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan'];
        if ($n < 10) {
            return $unit[$n];
        }
        if ($n < 20) {
            return $n === 10 ? 'sepuluh' : ($n === 11 ? 'sebelas' : $unit[$n - 10] . ' belas');
        }
        return $unit[intdiv($n, 10)] . ' puluh' . ($n % 10 ? ' ' . $unit[$n % 10] : '');
    }

    /** Lines of a template block, each split into text and slot names. */
    private function parse(string $lines): array
    {
        $out = [];
        foreach (explode("\n", $lines) as $line) {
            $line = trim($line);
            if ($line !== '') {
                $out[] = preg_split('/\{(\w+)\}/', $line, -1, PREG_SPLIT_DELIM_CAPTURE);
            }
        }
        return $out;
    }
}

// Required by another file (or from php -r) to look at the generator: stop before WordPress.
if (realpath($_SERVER['SCRIPT_FILENAME'] ?? '') !== __FILE__) {
    return;
}

require dirname(__DIR__, 2) . '/wordpress/install/cli-request.php';
$core = bua_cli_request('seed-bulk.php', '/');
$count = max(1, (int) ($argv[2] ?? 10000));

define('WP_IMPORTING', true);
require $core . '/wp-load.php';

global $wpdb;
$started = microtime(true);
$bureaus = ['perencanaan', 'kepegawaian', 'keuangan', 'perlengkapan', 'pimpinan', 'humas', 'umum'];
$authors = [];
foreach ($bureaus as $bureau) {
    $user = get_user_by('login', 'admin_' . $bureau);
    $authors[$bureau] = $user ? (int) $user->ID : 1;
}

// An earlier bench seed that was not reset: remove it first.
$old = $wpdb->get_col("SELECT post_id FROM {$wpdb->postmeta} WHERE meta_key = '_bua_bench'");
if ($old) {
    foreach (array_chunk($old, 1000) as $ids) {
        $in = implode(',', array_map('intval', $ids));
        $wpdb->query("DELETE FROM {$wpdb->postmeta} WHERE post_id IN ($in)");
        $wpdb->query("DELETE FROM {$wpdb->posts} WHERE ID IN ($in)");
    }
    echo 'Removed ' . count($old) . " posts of an earlier bench seed.\n";
}

$writer = new BenchBerita();
$home = home_url();
$tz = wp_timezone();
$now = time();
$span = 8 * 365 * 86400;   // 2 to 10 years back
// 500 rows of up to 5 KB: about 2.5 MB per INSERT, well under MariaDB's 16 MB max_allowed_packet.
$batch = 500;
$inserted = 0;
$private = 0;
mt_srand(20260427);
$wpdb->query('START TRANSACTION');
for ($first = 1; $first <= $count; $first += $batch) {
    $rows = [];
    $names = [];
    $last = min($count, $first + $batch - 1);
    for ($i = $first; $i <= $last; $i++) {
        $bureau = $bureaus[$i % count($bureaus)];
        $ts = $now - 2 * 365 * 86400 - (int) floor($span * ($i / $count)) - mt_rand(0, 3600);
        $gmt = gmdate('Y-m-d H:i:s', $ts);
        $date = (new DateTimeImmutable('@' . $ts))->setTimezone($tz);
        $local = $date->format('Y-m-d H:i:s');
        [$title, $content] = $writer->post($bureau, $date);
        // Staff-only posts for the search bench: private ones are found by signed-in staff only.
        $status = mt_rand(0, 99) < 3 ? 'private' : 'publish';
        $private += $status === 'private' ? 1 : 0;
        $name = sprintf('bench-berita-%05d', $i);
        $rows[] = $wpdb->prepare(
            '(%d, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %d, %s, %d, %s, %s, %d)',
            $authors[$bureau], $local, $gmt, $content, $title, '', $status, 'closed', 'closed', '', $name,
            '', '', $local, $gmt, 0, '', 0, 'berita', '', 0
        );
        $names[] = $name;
    }
    $wpdb->query(
        "INSERT INTO {$wpdb->posts} (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,"
        . ' post_status, comment_status, ping_status, post_password, post_name, to_ping, pinged, post_modified,'
        . ' post_modified_gmt, post_parent, post_content_filtered, menu_order, post_type, post_mime_type, comment_count) VALUES '
        . implode(',', $rows)
    );
    $placeholders = implode(',', array_fill(0, count($names), '%s'));
    $ids = $wpdb->get_results($wpdb->prepare(
        "SELECT ID, post_name FROM {$wpdb->posts} WHERE post_type = 'berita' AND post_name IN ($placeholders)",
        $names
    ));
    // The guid of each batch while its rows are still in the buffer pool: 100,000 bodies are
    // about 400 MB, more than MariaDB's default pool, so one UPDATE at the end would read them back from disk.
    $in = implode(',', array_map(static fn($row) => (int) $row->ID, $ids));
    $wpdb->query($wpdb->prepare(
        "UPDATE {$wpdb->posts} SET guid = CONCAT(%s, '/?post_type=berita&p=', ID) WHERE ID IN ($in)",
        $home
    ));
    $meta = [];
    foreach ($ids as $row) {
        $n = (int) substr($row->post_name, strlen('bench-berita-'));
        $meta[] = $wpdb->prepare('(%d, %s, %s)', $row->ID, 'bua_bureau', $bureaus[$n % count($bureaus)]);
        $meta[] = $wpdb->prepare('(%d, %s, %s)', $row->ID, '_bua_bench', '1');
    }
    $wpdb->query("INSERT INTO {$wpdb->postmeta} (post_id, meta_key, meta_value) VALUES " . implode(',', $meta));
    $inserted += count($ids);
    if (intdiv($last, 10000) > intdiv($first - 1, 10000)) {
        printf("  %d of %d berita (%.1f s)\n", $last, $count, microtime(true) - $started);
    }
}
$wpdb->query('COMMIT');
wp_cache_flush();
// Written by SQL alone: the sitemap index's summary is counted again (the plugin's sitemap-summary.php).
bua_sitemap_summary_rebuild();
bua_post_counts_rebuild();

$counts = wp_count_posts('berita');
printf("Inserted %d berita, %d of them private, in %.1f s (now %d published and %d private berita).\n", $inserted, $private,
    microtime(true) - $started, (int) $counts->publish, (int) $counts->private);
