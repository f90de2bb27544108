/** A section title of the profile pages, with the gold rule the portal uses for emphasis. */
export function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="text-xl font-bold text-brand-900 sm:text-2xl">
      {children}
      <span aria-hidden="true" className="mt-2 block h-1 w-14 rounded bg-gold-500" />
    </h2>
  );
}
