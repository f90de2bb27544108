import { searchFormMetadata, searchFormPage } from '@/app/_pages/search';

export const metadata = searchFormMetadata;

/** The public view (app/_pages). */
export default searchFormPage();
