import Image from 'next/image';
import Link from '@/components/ui/Link';
import { HeaderClock } from './HeaderClock';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';
import { SearchToggle } from './SearchToggle';
import { HeaderUserMenu } from './HeaderUserMenu';

/** Page chrome of behaviour §2.2: top bar (search, date, language, user menu), brand row and main menu. */
export function SiteHeader() {
  return (
    <header>
      <div className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-1.5">
          <HeaderClock />
          <div className="flex shrink-0 items-center gap-2">
            <SearchToggle />
            <LanguageSwitch />
            <HeaderUserMenu />
          </div>
        </div>
      </div>
      <div className="bg-gradient-to-r from-brand-700 to-brand-800">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
          <Link href="/" className="flex items-center gap-3 text-white">
            <Image src="/images/logo-ma.svg" alt="" width={52} height={52} loading="eager" />
            <span className="leading-tight">
              <span className="block text-base font-bold sm:text-lg">Badan Urusan Administrasi</span>
              <span className="block text-xs text-gold-400 sm:text-sm">Mahkamah Agung Republik Indonesia</span>
            </span>
          </Link>
        </div>
      </div>
      <MainMenu />
    </header>
  );
}
