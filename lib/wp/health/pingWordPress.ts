import { z } from 'zod';
import { wpFetch } from '../client';

const indexSchema = z.object({ name: z.string() }).loose();

/** GET / (the REST index, its name only, never cached): whether WordPress answers, for the readiness check. */
export async function pingWordPress(timeoutMs = 2_000): Promise<void> {
  await wpFetch({ path: '', query: { _fields: 'name' }, schema: indexSchema, fresh: true, timeoutMs });
}
