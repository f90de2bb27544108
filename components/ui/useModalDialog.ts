'use client';

import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Where focus goes back to after a dialog nobody opened from the page (the home page's complaint
 * pop-up opens on a timer): the start of the document, so Tab starts at the skip link again instead
 * of wherever the removed dialog sat (after the footer).
 */
export function returnFocus(previouslyFocused: HTMLElement | null) {
  if (previouslyFocused?.isConnected && previouslyFocused !== document.body) {
    previouslyFocused.focus();
    return;
  }
  const body = document.body;
  const hadTabIndex = body.hasAttribute('tabindex');
  if (!hadTabIndex) body.setAttribute('tabindex', '-1');
  body.focus({ preventScroll: true });
  if (!hadTabIndex) body.removeAttribute('tabindex');
}

function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => !element.closest('[inert]'));
}

/**
 * The keyboard behaviour of a modal dialog, used by ui/Dialog (so by ComplaintPopup, SurveyModal
 * and StaffDialog). WAI-ARIA APG: while the dialog is mounted, focus moves into it (first
 * focusable element unless `initialFocus` is given), Tab and Shift+Tab cycle inside it, Escape
 * calls `onClose`, and the page behind does not scroll. On close, however it closes, focus goes
 * back to the element that had it before, so a keyboard user continues where they were (returnFocus).
 */
export function useModalDialog(dialogRef: RefObject<HTMLElement | null>, onClose: () => void, initialFocus?: RefObject<HTMLElement | null>) {
  // An effect event, so a new onClose identity on every render does not re-run the effect
  // (which would move focus back to the first element each time).
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocus?.current ?? focusableIn(dialog)[0] ?? dialog).focus();

    function onKeyDown(event: KeyboardEvent) {
      if (!dialog) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(dialog);
      if (items.length === 0) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      const outside = !dialog.contains(active);
      if (event.shiftKey && (active === first || active === dialog || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      returnFocus(previouslyFocused);
    };
  }, [dialogRef, initialFocus]);
}
