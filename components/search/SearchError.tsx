import { ErrorBox } from '@/components/ui/ErrorBox';
import { searchQueryString, SEARCH_TEXTS, type SearchParams } from '@/lib/content/search-query';

/**
 * Behaviour §2.10 / 8: 'Terjadi kesalahan: {message}' with 'Coba Lagi'. The retry is a GET form for the
 * same search, so it works without JavaScript too (a full reload of the same address).
 */
export function SearchError({ message, params }: { message: string; params: SearchParams }) {
  const query = new URLSearchParams(searchQueryString(params));
  return (
    <ErrorBox>
      <p className="font-semibold text-red-800">
        {SEARCH_TEXTS.errorPrefix}
        {message}
      </p>
      <form action="/search" method="get" className="mt-4">
        {[...query].map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <button type="submit" className="rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800">
          {SEARCH_TEXTS.retry}
        </button>
      </form>
    </ErrorBox>
  );
}
