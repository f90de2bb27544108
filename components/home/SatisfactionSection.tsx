import { SectionHeading } from '@/components/ui/SectionHeading';
import { HOME_HEADINGS } from '@/lib/content/home';
import { SURVEY_PLACEHOLDER, SURVEY_RATINGS, type SurveyStats } from '@/lib/wp';
import { SurveyPanel } from './SurveyPanel';
import { SurveyStatsBlock } from './SurveyStatsBlock';

/** Behaviour §2.3 and 8: without an answer from WordPress the block keeps the placeholder 4.46 / 215. */
export const PLACEHOLDER_STATS: SurveyStats = { ...SURVEY_PLACEHOLDER, ratings: [] };

/** 'INDEKS KEPUASAN MASYARAKAT': survey results rendered on the server, with the survey button. */
export function SatisfactionSection({ stats }: { stats: SurveyStats | null }) {
  return (
    <section aria-labelledby="indeks-kepuasan" className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <SectionHeading id="indeks-kepuasan" variant="home">{HOME_HEADINGS.survey}</SectionHeading>
      <p className="mt-3 text-slate-700">Penilaian masyarakat terhadap layanan informasi Badan Urusan Administrasi.</p>
      <div className="mt-6">
        <SurveyPanel ratings={SURVEY_RATINGS}>
          <SurveyStatsBlock stats={stats ?? PLACEHOLDER_STATS} />
        </SurveyPanel>
      </div>
    </section>
  );
}
