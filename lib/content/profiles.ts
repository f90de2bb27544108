import { BUREAUS, getBureau, type BureauId } from './bureaus';

/**
 * Content of the profile pages (behaviour §2.12 and the /profil hub of 2.1). Static on purpose: it
 * changes with a decree, not daily, and the pages must not depend on WordPress being up.
 * Names of office holders are illustrative placeholders until the agency supplies the real ones.
 */

export interface Leader {
  name: string;
  title: string;
  /** Portrait under public/images/profile (4:5). */
  photo: string;
}

/** A division (Bagian) of a bureau and its sections (Subbagian), as drawn in the org chart. */
export interface OrgUnit {
  name: string;
  subunits: readonly string[];
}

export interface BureauProfile {
  id: BureauId;
  /** Full name, e.g. 'Biro Keuangan'. */
  name: string;
  /** Public address, e.g. /BiroKeuangan (behaviour §2.1). */
  path: string;
  leader: Leader;
  /** Greeting of the head of the bureau, one paragraph per item. */
  greeting: readonly string[];
  /** 'Biro … mempunyai tugas …' */
  duty: string;
  /** The functions that carry the duty out. */
  functions: readonly string[];
  units: readonly OrgUnit[];
  email: string;
  /** Organisation chart under public/images/org. */
  orgChart: string;
}

/** Behaviour §2.12: one phone number shared by all bureaus (the agency's switchboard, as in the footer). */
export const SHARED_CONTACT = {
  phone: '(021) 384 3348',
  phoneHref: 'tel:+62213843348',
  address: 'Gedung Mahkamah Agung RI, Jl. Medan Merdeka Utara No. 9–13, Jakarta Pusat 10110',
  hours: 'Senin–Jumat, 08.00–16.30 WIB',
} as const;

export const AGENCY_HEAD = {
  name: 'Dr. H. Sugiharto Wibisono, S.H., M.Hum.',
  title: 'Kepala Badan Urusan Administrasi Mahkamah Agung RI',
  photo: '/images/profile/kepala-bua.svg',
  biography: [
    'Dr. H. Sugiharto Wibisono, S.H., M.Hum. lahir di Surakarta pada 14 Agustus 1968. Ia menyelesaikan pendidikan Sarjana Hukum di Universitas Sebelas Maret, Magister Humaniora di Universitas Gadjah Mada, dan meraih gelar Doktor Ilmu Hukum dari Universitas Diponegoro dengan disertasi mengenai tata kelola administrasi peradilan.',
    'Kariernya di lingkungan peradilan dimulai pada 1994 sebagai calon hakim di Pengadilan Negeri Semarang. Setelah bertugas sebagai hakim di sejumlah pengadilan negeri di Jawa dan Sumatra, ia dipercaya menjabat Kepala Biro Perencanaan dan Organisasi, kemudian Sekretaris Badan Peradilan Umum, sebelum dilantik sebagai Kepala Badan Urusan Administrasi Mahkamah Agung RI.',
    'Di bawah kepemimpinannya, Badan Urusan Administrasi menempatkan digitalisasi layanan administrasi, penguatan akuntabilitas kinerja, dan pengelolaan anggaran yang transparan sebagai prioritas, sejalan dengan Cetak Biru Pembaruan Peradilan 2010–2035.',
  ],
} as const;

export const AGENCY_ABOUT = {
  paragraphs: [
    'Badan Urusan Administrasi (BUA) adalah unsur pendukung pada Sekretariat Mahkamah Agung Republik Indonesia yang berada di bawah dan bertanggung jawab kepada Sekretaris Mahkamah Agung. BUA dipimpin oleh seorang Kepala Badan.',
    'BUA mempunyai tugas melaksanakan pembinaan dan pelaksanaan urusan administrasi di lingkungan Mahkamah Agung, meliputi perencanaan dan organisasi, kepegawaian, keuangan, perlengkapan, kesekretariatan pimpinan, hukum dan hubungan masyarakat, serta urusan umum. Tugas tersebut dilaksanakan oleh tujuh biro.',
  ],
  functions: [
    'Penyiapan perumusan kebijakan teknis di bidang administrasi umum dan keuangan Mahkamah Agung.',
    'Koordinasi penyusunan rencana, program, dan anggaran serta evaluasi kinerja di lingkungan Mahkamah Agung.',
    'Pembinaan dan pelaksanaan administrasi kepegawaian, keuangan, dan pengelolaan barang milik negara.',
    'Pemberian dukungan administrasi dan keprotokolan kepada pimpinan Mahkamah Agung.',
    'Pelaksanaan urusan hukum, hubungan masyarakat, dan layanan informasi publik.',
    'Pelaksanaan urusan tata usaha, rumah tangga, dan pengamanan di lingkungan Mahkamah Agung.',
  ],
} as const;

type BureauContent = Omit<BureauProfile, 'id' | 'name' | 'path' | 'orgChart'>;

const CONTENT: Record<BureauId, BureauContent> = {
  perencanaan: {
    leader: { name: 'Dra. Retno Widyaningsih, M.M.', title: 'Kepala Biro Perencanaan dan Organisasi', photo: '/images/profile/biro-perencanaan.svg' },
    greeting: [
      'Selamat datang di laman Biro Perencanaan dan Organisasi. Kami bertugas memastikan setiap program dan anggaran Mahkamah Agung direncanakan dengan cermat, dilaksanakan secara terukur, dan dipertanggungjawabkan secara terbuka.',
      'Melalui penyusunan Rencana Strategis, Rencana Kinerja Tahunan, dan Perjanjian Kinerja, serta pemantauan capaian secara berkala, kami mendorong budaya kinerja yang berorientasi pada hasil. Dokumen akuntabilitas kinerja kami publikasikan pada halaman SAKIP portal ini.',
      'Kami terbuka terhadap masukan demi perbaikan tata kelola organisasi yang berkelanjutan.',
    ],
    duty: 'Biro Perencanaan dan Organisasi mempunyai tugas melaksanakan penyusunan rencana, program, dan anggaran, penataan organisasi dan tata laksana, serta evaluasi dan pelaporan kinerja di lingkungan Mahkamah Agung dan badan peradilan di bawahnya.',
    functions: [
      'Penyusunan rencana strategis, rencana kerja, dan rencana kerja anggaran.',
      'Penataan kelembagaan, analisis jabatan, dan penyusunan prosedur kerja.',
      'Pengoordinasian pelaksanaan reformasi birokrasi dan zona integritas.',
      'Pemantauan, evaluasi, dan pelaporan kinerja serta penyusunan dokumen SAKIP.',
      'Pengelolaan data dan informasi perencanaan.',
    ],
    units: [
      { name: 'Bagian Penyusunan Program dan Anggaran', subunits: ['Subbagian Program', 'Subbagian Anggaran'] },
      { name: 'Bagian Organisasi dan Tata Laksana', subunits: ['Subbagian Kelembagaan', 'Subbagian Ketatalaksanaan'] },
      { name: 'Bagian Reformasi Birokrasi', subunits: ['Subbagian Pengembangan Sistem Kerja', 'Subbagian Zona Integritas'] },
      { name: 'Bagian Evaluasi dan Pelaporan', subunits: ['Subbagian Evaluasi Kinerja', 'Subbagian Pelaporan'] },
    ],
    email: 'biro.perencanaan@mahkamahagung.go.id',
  },
  kepegawaian: {
    leader: { name: 'Dr. Hendra Kurniawan, S.H., M.H.', title: 'Kepala Biro Kepegawaian', photo: '/images/profile/biro-kepegawaian.svg' },
    greeting: [
      'Selamat datang di laman Biro Kepegawaian. Sumber daya manusia adalah kunci peradilan yang agung, sehingga kami berupaya agar setiap hakim dan aparatur peradilan dikelola secara adil, profesional, dan berbasis sistem merit.',
      'Layanan kepegawaian seperti mutasi, kenaikan pangkat, pensiun, dan pengembangan kompetensi terus kami digitalisasi agar lebih cepat, mudah dipantau, dan bebas dari pungutan.',
    ],
    duty: 'Biro Kepegawaian mempunyai tugas melaksanakan pembinaan dan pengelolaan administrasi kepegawaian hakim dan aparatur di lingkungan Mahkamah Agung dan badan peradilan di bawahnya.',
    functions: [
      'Perencanaan kebutuhan dan pengadaan pegawai.',
      'Pengelolaan mutasi, promosi, dan kenaikan pangkat hakim serta aparatur peradilan.',
      'Pengembangan karier, kompetensi, dan penilaian kinerja pegawai.',
      'Pengelolaan kesejahteraan, penghargaan, disiplin, dan pemberhentian pegawai.',
      'Pengelolaan sistem informasi kepegawaian.',
    ],
    units: [
      { name: 'Bagian Perencanaan dan Pengadaan Pegawai', subunits: ['Subbagian Formasi', 'Subbagian Pengadaan'] },
      { name: 'Bagian Mutasi Hakim', subunits: ['Subbagian Mutasi Hakim Peradilan Umum dan Militer', 'Subbagian Mutasi Hakim Peradilan Agama dan TUN'] },
      { name: 'Bagian Mutasi Aparatur Peradilan', subunits: ['Subbagian Kepangkatan', 'Subbagian Jabatan'] },
      { name: 'Bagian Pengembangan Pegawai', subunits: ['Subbagian Pengembangan Karier', 'Subbagian Penilaian Kinerja'] },
      { name: 'Bagian Kesejahteraan dan Disiplin', subunits: ['Subbagian Kesejahteraan', 'Subbagian Disiplin dan Pensiun'] },
    ],
    email: 'biro.kepegawaian@mahkamahagung.go.id',
  },
  keuangan: {
    leader: { name: 'Sri Wahyuni Lestari, S.E., M.Ak., CA.', title: 'Kepala Biro Keuangan', photo: '/images/profile/biro-keuangan.svg' },
    greeting: [
      'Selamat datang di laman Biro Keuangan. Kami mengelola pelaksanaan anggaran Mahkamah Agung dengan prinsip tertib, taat pada peraturan, efisien, ekonomis, efektif, transparan, dan bertanggung jawab.',
      'Opini Wajar Tanpa Pengecualian atas laporan keuangan merupakan hasil kerja bersama seluruh satuan kerja. Kami berkomitmen mempertahankannya melalui pembinaan pengelola keuangan dan pemanfaatan aplikasi keuangan terintegrasi.',
    ],
    duty: 'Biro Keuangan mempunyai tugas melaksanakan pengelolaan anggaran, perbendaharaan, serta akuntansi dan pelaporan keuangan di lingkungan Mahkamah Agung.',
    functions: [
      'Pelaksanaan dan pengendalian anggaran.',
      'Pengelolaan perbendaharaan, gaji, dan penerimaan negara bukan pajak.',
      'Penyelenggaraan akuntansi dan penyusunan laporan keuangan.',
      'Verifikasi dan pengujian tagihan atas beban anggaran.',
      'Pembinaan pengelola keuangan pada satuan kerja.',
    ],
    units: [
      { name: 'Bagian Pelaksanaan Anggaran', subunits: ['Subbagian Pelaksanaan Anggaran I', 'Subbagian Pelaksanaan Anggaran II'] },
      { name: 'Bagian Perbendaharaan', subunits: ['Subbagian Gaji', 'Subbagian Penerimaan Negara Bukan Pajak'] },
      { name: 'Bagian Akuntansi dan Pelaporan Keuangan', subunits: ['Subbagian Akuntansi', 'Subbagian Pelaporan Keuangan'] },
      { name: 'Bagian Verifikasi', subunits: ['Subbagian Verifikasi Belanja Pegawai', 'Subbagian Verifikasi Belanja Barang dan Modal'] },
    ],
    email: 'biro.keuangan@mahkamahagung.go.id',
  },
  perlengkapan: {
    leader: { name: 'Ir. Dwi Cahyo Nugroho, M.T.', title: 'Kepala Biro Perlengkapan', photo: '/images/profile/biro-perlengkapan.svg' },
    greeting: [
      'Selamat datang di laman Biro Perlengkapan. Sarana dan prasarana yang memadai menentukan mutu pelayanan peradilan, mulai dari gedung pengadilan hingga perangkat kerja aparatur.',
      'Kami mengelola kebutuhan, pengadaan, dan pemeliharaan barang milik negara secara akuntabel, dengan pengadaan yang terbuka melalui sistem elektronik dan penatausahaan aset yang tertib.',
    ],
    duty: 'Biro Perlengkapan mempunyai tugas melaksanakan analisis kebutuhan, pengadaan, penatausahaan, pemeliharaan, dan penghapusan barang milik negara di lingkungan Mahkamah Agung.',
    functions: [
      'Analisis dan perencanaan kebutuhan sarana dan prasarana.',
      'Pelaksanaan pengadaan barang dan jasa.',
      'Inventarisasi dan penatausahaan barang milik negara.',
      'Pemeliharaan, pemanfaatan, dan penghapusan barang milik negara.',
    ],
    units: [
      { name: 'Bagian Analisis Kebutuhan', subunits: ['Subbagian Analisis Kebutuhan Gedung', 'Subbagian Analisis Kebutuhan Peralatan'] },
      { name: 'Bagian Pengadaan', subunits: ['Subbagian Pengadaan Barang', 'Subbagian Pengadaan Jasa'] },
      { name: 'Bagian Inventarisasi Barang Milik Negara', subunits: ['Subbagian Inventarisasi', 'Subbagian Pelaporan BMN'] },
      { name: 'Bagian Pemeliharaan dan Penghapusan', subunits: ['Subbagian Pemeliharaan', 'Subbagian Penghapusan'] },
    ],
    email: 'biro.perlengkapan@mahkamahagung.go.id',
  },
  pimpinan: {
    leader: { name: 'Muhammad Rizal Fahmi, S.H., M.H.', title: 'Kepala Biro Kesekretariatan Pimpinan', photo: '/images/profile/biro-pimpinan.svg' },
    greeting: [
      'Selamat datang di laman Biro Kesekretariatan Pimpinan. Kami memberikan dukungan administrasi, persidangan pimpinan, dan keprotokolan agar Ketua, para Wakil Ketua, para Ketua Kamar, dan Sekretaris Mahkamah Agung dapat menjalankan tugas dengan lancar.',
      'Ketepatan, kerahasiaan, dan kesigapan adalah nilai yang kami pegang dalam setiap agenda pimpinan, baik di dalam negeri maupun dalam kerja sama internasional.',
    ],
    duty: 'Biro Kesekretariatan Pimpinan mempunyai tugas melaksanakan urusan tata usaha, penyiapan bahan, dan keprotokolan bagi pimpinan Mahkamah Agung.',
    functions: [
      'Pengelolaan tata usaha dan agenda Ketua dan Wakil Ketua Mahkamah Agung.',
      'Pengelolaan tata usaha para Ketua Kamar dan Sekretaris Mahkamah Agung.',
      'Penyiapan bahan rapat, pidato, dan sambutan pimpinan.',
      'Pelaksanaan keprotokolan dan fasilitasi kunjungan dalam dan luar negeri.',
    ],
    units: [
      { name: 'Bagian Tata Usaha Ketua', subunits: ['Subbagian Persuratan Ketua', 'Subbagian Agenda Ketua'] },
      { name: 'Bagian Tata Usaha Wakil Ketua', subunits: ['Subbagian Tata Usaha Wakil Ketua Bidang Yudisial', 'Subbagian Tata Usaha Wakil Ketua Bidang Non-Yudisial'] },
      { name: 'Bagian Tata Usaha Ketua Kamar', subunits: ['Subbagian Tata Usaha Kamar Pidana dan Perdata', 'Subbagian Tata Usaha Kamar Agama, Militer, dan TUN'] },
      { name: 'Bagian Protokol', subunits: ['Subbagian Protokol Dalam Negeri', 'Subbagian Protokol Luar Negeri'] },
    ],
    email: 'biro.kesekretariatan@mahkamahagung.go.id',
  },
  humas: {
    leader: { name: 'Dr. Anita Kusumawardani, S.H., LL.M.', title: 'Kepala Biro Hukum dan Hubungan Masyarakat', photo: '/images/profile/biro-humas.svg' },
    greeting: [
      'Selamat datang di laman Biro Hukum dan Hubungan Masyarakat. Kami menjembatani Mahkamah Agung dengan masyarakat melalui informasi yang akurat, cepat, dan mudah dipahami.',
      'Selain menyusun rancangan peraturan dan memberikan pertimbangan serta bantuan hukum, kami mengelola layanan informasi publik dan Jaringan Dokumentasi dan Informasi Hukum. Silakan hubungi kami untuk permohonan informasi, liputan, maupun kerja sama kehumasan.',
    ],
    duty: 'Biro Hukum dan Hubungan Masyarakat mempunyai tugas melaksanakan penyusunan peraturan, pemberian pertimbangan dan bantuan hukum, dokumentasi hukum, serta hubungan masyarakat dan layanan informasi di lingkungan Mahkamah Agung.',
    functions: [
      'Penyusunan dan pengkajian rancangan peraturan dan keputusan.',
      'Pemberian pertimbangan dan bantuan hukum.',
      'Pengelolaan Jaringan Dokumentasi dan Informasi Hukum (JDIH).',
      'Pelaksanaan hubungan masyarakat, publikasi, dan hubungan media.',
      'Pengelolaan layanan informasi publik dan perpustakaan.',
    ],
    units: [
      { name: 'Bagian Peraturan Perundang-undangan', subunits: ['Subbagian Penyusunan Peraturan', 'Subbagian Dokumentasi dan Informasi Hukum'] },
      { name: 'Bagian Bantuan dan Pertimbangan Hukum', subunits: ['Subbagian Bantuan Hukum', 'Subbagian Pertimbangan Hukum'] },
      { name: 'Bagian Hubungan Masyarakat', subunits: ['Subbagian Publikasi dan Media', 'Subbagian Hubungan Antarlembaga'] },
      { name: 'Bagian Layanan Informasi dan Perpustakaan', subunits: ['Subbagian Layanan Informasi Publik', 'Subbagian Perpustakaan'] },
    ],
    email: 'biro.humas@mahkamahagung.go.id',
  },
  umum: {
    leader: { name: 'Yudi Setiawan, S.Sos., M.Si.', title: 'Kepala Biro Umum', photo: '/images/profile/biro-umum.svg' },
    greeting: [
      'Selamat datang di laman Biro Umum. Kami memastikan kegiatan sehari-hari di lingkungan Mahkamah Agung berjalan tertib, aman, dan nyaman, mulai dari persuratan dan kearsipan hingga pemeliharaan gedung dan pengamanan.',
      'Kami terus membenahi layanan internal dengan tata naskah dinas elektronik dan pengelolaan arsip yang tertib, agar setiap unit dapat berfokus pada tugas utamanya.',
    ],
    duty: 'Biro Umum mempunyai tugas melaksanakan urusan tata usaha, kearsipan, rumah tangga, pengamanan, dan transportasi di lingkungan Mahkamah Agung.',
    functions: [
      'Pengelolaan persuratan, tata naskah dinas, dan kearsipan.',
      'Pelaksanaan urusan rumah tangga dan pemeliharaan gedung kantor.',
      'Pelaksanaan pengamanan dan ketertiban lingkungan kantor.',
      'Pengelolaan transportasi dan perjalanan dinas.',
    ],
    units: [
      { name: 'Bagian Tata Usaha', subunits: ['Subbagian Persuratan', 'Subbagian Kearsipan'] },
      { name: 'Bagian Rumah Tangga', subunits: ['Subbagian Urusan Dalam', 'Subbagian Pemeliharaan Gedung'] },
      { name: 'Bagian Pengamanan', subunits: ['Subbagian Pengamanan Gedung', 'Subbagian Ketertiban'] },
      { name: 'Bagian Transportasi dan Perjalanan Dinas', subunits: ['Subbagian Transportasi', 'Subbagian Perjalanan Dinas'] },
    ],
    email: 'biro.umum@mahkamahagung.go.id',
  },
};

/** The seven bureau profiles, in the order of behaviour §1. */
export const BUREAU_PROFILES: readonly BureauProfile[] = BUREAUS.map((bureau) => ({
  id: bureau.id,
  name: `Biro ${bureau.name}`,
  path: bureau.profilePath,
  orgChart: `/images/org/biro-${bureau.id}.svg`,
  ...CONTENT[bureau.id],
}));

export function getBureauProfile(id: unknown): BureauProfile | undefined {
  return getBureau(id) ? BUREAU_PROFILES.find((profile) => profile.id === id) : undefined;
}
