import Link from '@/components/ui/Link';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { SakipNotFoundMessage } from './SakipNotFoundMessage';

/**
 * 404 of a SAKIP document: what was not found (behaviour §8), from the address's segments after
 * /sakip; the standard 404 texts; a way back to the list.
 */
export function SakipDocumentNotFound({ segments }: { segments: readonly string[] }) {
  return (
    <div className="px-4">
      <SakipNotFoundMessage segments={segments} />
      <NotFoundView />
      <p className="-mt-12 pb-12 text-center">
        <Link href="/sakip" className="font-semibold text-brand-700 hover:underline">
          Lihat semua dokumen SAKIP
        </Link>
      </p>
    </div>
  );
}
