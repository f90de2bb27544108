'use client';

export { HomeError as default } from '@/app/_pages/errors';
