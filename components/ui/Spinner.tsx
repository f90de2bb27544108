const SIZES = {
  /** Beside a line of text (the staff lists). */
  small: 'h-6 w-6 border-2 border-brand-700 border-t-transparent',
  /** Above the text of a page-sized loading state (SAKIP, the SSO callback). */
  large: 'h-10 w-10 border-4 border-brand-100 border-t-brand-700',
} as const;

/**
 * The spinning ring of a loading state. Hidden from screen readers: the status text beside it is
 * what they announce. Used by staff/LoadingStatus, sakip/LoadingNotice and auth/SsoCallback.
 */
export function Spinner({ size = 'small' }: { size?: keyof typeof SIZES }) {
  return <span aria-hidden="true" className={`animate-spin rounded-full ${SIZES[size]}`} />;
}
