'use client';

export { SearchPageError as default } from '@/app/_pages/errors';
