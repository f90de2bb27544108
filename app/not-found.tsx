import type { Metadata } from 'next';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { NOT_FOUND_METADATA } from '@/lib/seo/metadata';

export const metadata: Metadata = NOT_FOUND_METADATA;

export default function NotFound() {
  return <NotFoundView />;
}
