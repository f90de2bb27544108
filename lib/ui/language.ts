'use client';

import { useSyncExternalStore } from 'react';
import type { UiLanguage } from '@/lib/content/dates';

/** Behaviour §3 client storage: the interface language lives in localStorage `user_preferences`. */
const STORAGE_KEY = 'user_preferences';
const CHANGE_EVENT = 'bua:language';

function read(): UiLanguage {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as { language?: unknown };
    return stored.language === 'en' ? 'en' : 'id';
  } catch {
    return 'id';
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The visitor's interface language; 'id' on the server and before hydration. */
export function useLanguage(): UiLanguage {
  return useSyncExternalStore(subscribe, read, () => 'id');
}

export function setLanguage(language: UiLanguage) {
  let stored: Record<string, unknown> = {};
  try {
    stored = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, unknown>;
  } catch {
    stored = {};
  }
  window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...stored, language }));
  window.dispatchEvent(new Event(CHANGE_EVENT));
}
