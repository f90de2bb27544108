'use client';

/** The same outage screen as the public cached search (behaviour §8's search error). */
export { default } from '@/app/(site)/search/hasil/[query]/error';
