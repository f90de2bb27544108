'use client';

import type { ComponentPropsWithRef } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A button whose work is a script (`type="button"`): disabled, and shown so, in the server's HTML
 * and until the page has hydrated, so a tap before then is refused visibly rather than dropped.
 * Buttons that work without a script (a form's submit, a `<summary>`) need no such wait.
 */
export function ScriptButton({ disabled, className, ...props }: Omit<ComponentPropsWithRef<'button'>, 'type'>) {
  const hydrated = useHydrated();
  return <button {...props} type="button" disabled={!hydrated || disabled} className={`${className ?? ''} disabled:cursor-not-allowed disabled:opacity-60`} />;
}
