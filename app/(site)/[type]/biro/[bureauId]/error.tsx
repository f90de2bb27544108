'use client';

export { ListingPageError as default } from '@/app/_pages/errors';
