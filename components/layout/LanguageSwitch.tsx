'use client';

import { useEffect } from 'react';
import type { UiLanguage } from '@/lib/content/dates';
import { setLanguage, useLanguage } from '@/lib/ui/language';
import { ScriptButton } from '@/components/ui/ScriptButton';

/** Address of the third-party translation widget (behaviour §1); loaded only after a visitor picks EN. */
export const TRANSLATE_SCRIPT_URL = 'https://translate.google.com/translate_a/element.js?cb=buaTranslateInit';

declare global {
  interface Window {
    buaTranslateInit?: () => void;
    google?: { translate?: { TranslateElement: new (options: object, elementId: string) => unknown } };
  }
}

function setTranslateCookie(language: UiLanguage) {
  const value = language === 'en' ? '/id/en' : '';
  const expires = language === 'en' ? '' : '; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.cookie = `googtrans=${value}; path=/${expires}`;
}

function loadTranslateWidget() {
  if (document.getElementById('bua-translate-script')) return;
  window.buaTranslateInit = () => {
    const TranslateElement = window.google?.translate?.TranslateElement;
    if (TranslateElement) new TranslateElement({ pageLanguage: 'id', includedLanguages: 'en,id', autoDisplay: false }, 'google_translate_element');
  };
  const script = document.createElement('script');
  script.id = 'bua-translate-script';
  script.src = TRANSLATE_SCRIPT_URL;
  script.async = true;
  document.body.appendChild(script);
}

/** ID/EN switch: Indonesian is the original; English is produced by the translation widget. */
export function LanguageSwitch() {
  const language = useLanguage();

  useEffect(() => {
    if (language === 'en') loadTranslateWidget();
  }, [language]);

  function choose(next: UiLanguage) {
    if (next === language) return;
    setLanguage(next);
    setTranslateCookie(next);
    // Leaving English: the widget rewrote the page, so reload the original text.
    if (next === 'id' && document.getElementById('bua-translate-script')) window.location.reload();
  }

  return (
    <div className="flex items-center gap-1 text-xs font-semibold" role="group" aria-label="Bahasa / Language">
      {(['id', 'en'] as const).map((option) => (
        <ScriptButton
          key={option}
          onClick={() => choose(option)}
          aria-pressed={language === option}
          className={`rounded px-2 py-1 uppercase ${language === option ? 'bg-gold-500 text-brand-900' : 'text-white hover:bg-brand-700'}`}
        >
          {option}
        </ScriptButton>
      ))}
      <div id="google_translate_element" className="hidden" />
    </div>
  );
}
