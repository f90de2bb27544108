/**
 * The error views of the public page kinds, one file each so that a route's bundle carries only its
 * own (each route's `error.tsx`, public and signed-in twin alike, is one line that names its kind
 * here; app/(internal)/twins.test.ts holds the two trees to the same set). A page throws only when
 * its essential content cannot be loaded; during incremental regeneration Next keeps serving the
 * last good page, so a visitor sees these only when no good page exists yet. 'Coba Lagi'
 * re-fetches the page from the server (Next's retry).
 */
export interface ErrorViewProps {
  error: unknown;
  retry: () => void;
}
