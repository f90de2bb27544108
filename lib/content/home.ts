/** Numbers, texts and editorial content of the home page (behaviour §2.3, 8 and 9). */

/** Behaviour §9: the home fetches 5 news for the carousel and 3 articles; the popular block shows 4. */
export const HOME_COUNTS = {
  heroNews: 5,
  popularNews: 4,
  articles: 3,
} as const;

/** Behaviour §9 truncations on the home page, in words. */
export const HOME_TRUNCATION = {
  heroTitle: 10,
  heroExcerpt: 7,
  popularTitle: 12,
} as const;

/** Behaviour §9 timings, in milliseconds. */
export const HOME_TIMINGS = {
  carouselAdvance: 5_000,
  complaintPopupDelay: 1_000,
  surveyCloseAfterSuccess: 2_000,
} as const;

/** Behaviour §2.3 and 9: today's bar is out of 1000, the month's out of 20000; the total is always full. */
export const VISITOR_BAR_MAX = { today: 1_000, month: 20_000 } as const;

/** Texts the spec fixes word for word (behaviour §2.3, 5 and 8). */
export const HOME_TEXTS = {
  loadError: 'Failed to load content',
  retry: 'Coba Lagi',
  surveyButton: 'Isi Survey',
  surveyChooseRating: 'Silakan pilih tingkat kepuasan Anda',
  surveySending: 'Mengirim...',
  surveyThanks: 'Terima Kasih!',
  surveyFailed: 'Gagal mengirim penilaian. Silakan coba lagi.',
  visitorStatsError: 'Failed to load visitor statistics',
  complaintNotReady: 'Fitur sedang dikembangkan',
} as const;

/** Section headings of behaviour §2.3, in page order. */
export const HOME_HEADINGS = {
  popular: 'BERITA POPULER',
  articles: 'ARTIKEL',
  apps: 'APLIKASI INTERNAL',
  survey: 'INDEKS KEPUASAN MASYARAKAT',
  visitors: 'STATISTIK PENGUNJUNG',
  greeting: 'SAMBUTAN KEPALA BUA',
} as const;

/** The info blurb under the carousel; its link goes to the profile hub. */
export const INFO_BLURB = {
  title: 'Badan Urusan Administrasi Mahkamah Agung RI',
  text:
    'Badan Urusan Administrasi (BUA) adalah unsur pendukung Mahkamah Agung yang melaksanakan urusan ' +
    'perencanaan, kepegawaian, keuangan, perlengkapan, kesekretariatan pimpinan, hukum dan hubungan ' +
    'masyarakat, serta urusan umum, demi terwujudnya badan peradilan Indonesia yang agung.',
  linkLabel: 'Profil BUA',
  href: '/profil',
} as const;

/** Complaint pop-up (behaviour §2.3): staff complaints go to the supervisory agency's complaints site. */
export const COMPLAINT_POPUP = {
  title: 'Layanan Pengaduan',
  text:
    'Temukan indikasi pelanggaran atau penyimpangan oleh aparatur Badan Urusan Administrasi? ' +
    'Sampaikan pengaduan Anda. Identitas pelapor dirahasiakan.',
  staffLabel: 'Pengaduan Aparatur Mahkamah Agung',
  staffHref: 'https://siwas.mahkamahagung.go.id',
  publicLabel: 'Pengaduan Non-Aparatur',
  /** Once closed, the pop-up stays closed for the rest of the browser session. */
  storageKey: 'bua_complaint_popup_closed',
} as const;

/** Greeting of the head of the agency (behaviour §2.3 'SAMBUTAN KEPALA BUA'). */
export const HEAD_GREETING = {
  role: 'Kepala Badan Urusan Administrasi Mahkamah Agung Republik Indonesia',
  photo: '/images/default-profile.webp',
  photoAlt: 'Foto Kepala Badan Urusan Administrasi Mahkamah Agung RI',
  salutation: 'Assalamu’alaikum warahmatullahi wabarakatuh, salam sejahtera bagi kita semua.',
  paragraphs: [
    'Puji syukur kita panjatkan ke hadirat Tuhan Yang Maha Esa atas rahmat dan karunia-Nya, sehingga ' +
      'portal resmi Badan Urusan Administrasi Mahkamah Agung Republik Indonesia dapat hadir sebagai sarana ' +
      'informasi dan komunikasi bagi aparatur peradilan dan masyarakat luas.',
    'Portal ini kami hadirkan sebagai wujud komitmen terhadap keterbukaan informasi publik serta ' +
      'pelayanan administrasi yang transparan, akuntabel, dan berintegritas. Melalui portal ini, masyarakat ' +
      'dapat mengikuti kegiatan, kebijakan, dan capaian kinerja setiap biro di lingkungan Badan Urusan Administrasi.',
    'Kami terus berbenah dalam membangun Zona Integritas menuju Wilayah Bebas dari Korupsi dan Wilayah ' +
      'Birokrasi Bersih dan Melayani. Saran dan masukan Anda, termasuk melalui Indeks Kepuasan Masyarakat, ' +
      'sangat berarti bagi peningkatan kualitas layanan kami.',
  ],
  closing: 'Wassalamu’alaikum warahmatullahi wabarakatuh.',
} as const;
