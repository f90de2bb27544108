import type { InputHTMLAttributes, ReactNode } from 'react';
import type { LoginFields } from '@/lib/auth/validation';

export function FieldLabel({ htmlFor, children }: { htmlFor: keyof LoginFields; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-slate-800">
      {children}
    </label>
  );
}

/**
 * An input of the login form with its error below it: the id, the invalid state and the error's id
 * come from the field's name, so a screen reader reads the message with the field.
 */
export function LoginInput({ name, error, ...input }: { name: keyof LoginFields; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>) {
  const errorId = `${name}-error`;
  return (
    <>
      <input
        id={name}
        name={name}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full rounded-md border px-3 py-2 text-slate-900 shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
