'use client';

export { PostPageError as default } from '@/app/_pages/errors';
