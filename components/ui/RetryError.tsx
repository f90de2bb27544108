import { ErrorBox } from './ErrorBox';
import { ScriptButton } from './ScriptButton';

interface RetryErrorProps {
  /** An h1 above the message (page look). */
  title?: string;
  message: string;
  retryLabel?: string;
  /** The error boundary's `retry`: renders the segment again from the server (refresh, then reset). */
  onRetry: () => void;
  /** 'page': the text centred on the page; 'box': the message in a red box (ui/ErrorBox). */
  look?: 'page' | 'box';
  /** A warning sign above the message (box look). */
  icon?: boolean;
}

/**
 * A page that failed to load, with a retry button. Used by the error boundaries: app/(site)/error,
 * the SAKIP document's, the archive's, and through listing/ListingError and post/PostError the
 * listings' and posts'.
 */
export function RetryError({ title, message, retryLabel = 'Coba Lagi', onRetry, look = 'page', icon = false }: RetryErrorProps) {
  if (look === 'box') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ErrorBox size="page">
          {icon && (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mx-auto h-10 w-10 text-red-700" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
            </svg>
          )}
          <p className={`${icon ? 'mt-3 ' : ''}text-lg font-semibold text-red-800`}>{message}</p>
          <ScriptButton
            onClick={() => onRetry()}
            className="mt-5 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            {retryLabel}
          </ScriptButton>
        </ErrorBox>
      </div>
    );
  }
  return (
    <div role="alert" className="mx-auto max-w-3xl px-4 py-16 text-center">
      {title && <h1 className="text-2xl font-bold text-red-800">{title}</h1>}
      <p className={title ? 'mt-3 text-slate-700' : 'text-lg font-semibold text-red-800'}>{message}</p>
      <ScriptButton onClick={() => onRetry()} className="mt-6 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800">
        {retryLabel}
      </ScriptButton>
    </div>
  );
}
