import { NotFoundView } from '@/components/NotFoundView';

/** A missing post under a bureau address is the general 404 (not the listing's 'Bureau Not Found'). */
export default function BureauPostNotFound() {
  return <NotFoundView />;
}
