/** A one-line state of the search page (prompt, nothing found, refused term). */
export function SearchMessage({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-8 text-center text-slate-700">
      {children}
    </p>
  );
}
