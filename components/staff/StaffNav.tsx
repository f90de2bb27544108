import Link from '@/components/ui/Link';
import { adminPath, redakturPath, typeLabel, STAFF_TYPES, type StaffType } from '@/lib/staff/types';

/** The staff screens of a role, as a row of links; the current one is marked. */
export function StaffNav({ role, current }: { role: 'admin' | 'redaktur'; current: StaffType | 'dashboard' }) {
  const links = [
    { key: 'dashboard', href: role === 'admin' ? '/admin' : '/redaktur-dashboard', label: 'Dasbor' },
    ...STAFF_TYPES.map((type) => ({ key: type, href: role === 'admin' ? adminPath(type) : redakturPath(type), label: typeLabel(type) })),
  ];
  return (
    <nav aria-label={role === 'admin' ? 'Menu admin' : 'Menu redaktur'} className="border-b border-slate-200 bg-slate-50">
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-2 text-sm">
        {links.map((link) => {
          const active = link.key === current;
          return (
            <li key={link.key}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={`block whitespace-nowrap rounded-md px-3 py-1.5 font-semibold ${active ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-brand-50'}`}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
