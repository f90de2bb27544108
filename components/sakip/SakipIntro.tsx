import { SAKIP_CATEGORIES, SAKIP_CATEGORY_LABELS } from '@/lib/content/sakip-path';

/** One line per stage of the performance cycle, in the order the documents follow it. */
const STAGE_TEXT: Record<(typeof SAKIP_CATEGORIES)[number], string> = {
  perencanaan: 'Rencana Strategis, Rencana Kinerja Tahunan dan Perjanjian Kinerja',
  pengukuran: 'Indikator Kinerja Utama, rencana aksi dan capaian berkala',
  pelaporan: 'Laporan Kinerja Instansi Pemerintah (LKjIP)',
  evaluasi: 'Evaluasi akuntabilitas kinerja dan tindak lanjutnya',
};

/** Title and 'about SAKIP' text of the list page (behaviour §2.9). */
export function SakipIntro() {
  return (
    <header className="border-b border-brand-100 bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Akuntabilitas Kinerja</p>
        <h1 className="mt-1 text-3xl font-bold text-brand-900 sm:text-4xl">SAKIP</h1>
        <p className="mt-1 text-base font-medium text-slate-700">Sistem Akuntabilitas Kinerja Instansi Pemerintah</p>
        <p className="mt-4 max-w-4xl leading-relaxed text-slate-700">
          SAKIP adalah rangkaian sistematik dari berbagai aktivitas, alat, dan prosedur yang dirancang untuk penetapan dan
          pengukuran, pengumpulan data, pengklasifikasian, pengikhtisaran, dan pelaporan kinerja instansi pemerintah, dalam
          rangka pertanggungjawaban dan peningkatan kinerja (Peraturan Presiden Nomor 29 Tahun 2014). Badan Urusan
          Administrasi Mahkamah Agung RI mempublikasikan dokumen SAKIP-nya di sini sebagai wujud transparansi kepada publik.
        </p>
        <ol className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label="Siklus SAKIP">
          {SAKIP_CATEGORIES.map((category, index) => (
            <li key={category} className="flex items-start gap-3 rounded-lg border border-brand-100 bg-white p-3 shadow-sm">
              <span aria-hidden="true" className="flex h-7 w-7 shrink-0 sm:h-8 sm:w-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-gold-400">
                {index + 1}
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-brand-900 sm:text-base">{SAKIP_CATEGORY_LABELS[category]}</span>
                {/* The stage details are a desktop nicety; on a phone the list should stay close to the top. */}
                <span className="hidden text-sm text-slate-600 sm:block">{STAGE_TEXT[category]}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </header>
  );
}
