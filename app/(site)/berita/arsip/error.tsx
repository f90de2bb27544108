'use client';

export { ArchivePageError as default } from '@/app/_pages/errors';
