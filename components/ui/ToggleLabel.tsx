/** Classes that make a `<summary>` a plain button: no disclosure triangle in any engine. */
export const SUMMARY_AS_BUTTON = 'block cursor-pointer list-none [&::-webkit-details-marker]:hidden';

/**
 * The two names of a `<details>` toggle ("Buka …" / "Tutup …"), swapped by CSS on the `group`
 * details' `open`, so the name is right from the first paint and never waits for a script.
 */
export function ToggleLabel({ closed, open }: { closed: string; open: string }) {
  return (
    <>
      <span className="sr-only group-open:hidden">{closed}</span>
      <span className="sr-only hidden group-open:inline">{open}</span>
    </>
  );
}
