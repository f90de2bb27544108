import { type PostStatus } from '@/lib/auth/visibility';

/** Every status an admin list shows under 'Semua' (behaviour §4's badges). */
export const ALL_STATUSES: readonly PostStatus[] = ['publish', 'private', 'pending', 'draft', 'future'];

export interface TabDefinition<Id extends string> {
  id: Id;
  label: string;
  statuses: readonly PostStatus[];
}

/** Behaviour §2.15: Semua, Diterbitkan, Internal, Diproses. */
export const ADMIN_TABS = [
  { id: 'semua', label: 'Semua', statuses: ALL_STATUSES },
  { id: 'diterbitkan', label: 'Diterbitkan', statuses: ['publish'] },
  { id: 'internal', label: 'Internal', statuses: ['private'] },
  { id: 'diproses', label: 'Diproses', statuses: ['pending'] },
] as const satisfies readonly TabDefinition<string>[];
export type AdminTabId = (typeof ADMIN_TABS)[number]['id'];

/** Behaviour §2.16: Tertunda (the default) and Diterbitkan. */
export const REDAKTUR_TABS = [
  { id: 'tertunda', label: 'Tertunda', statuses: ['pending'] },
  { id: 'diterbitkan', label: 'Diterbitkan', statuses: ['publish'] },
] as const satisfies readonly TabDefinition<string>[];
export type RedakturTabId = (typeof REDAKTUR_TABS)[number]['id'];

function parseTab<T extends { id: string }>(tabs: readonly T[], value: unknown): T['id'] {
  const raw = Array.isArray(value) ? value[0] : value;
  const match = tabs.find((tab) => tab.id === raw);
  return (match ?? tabs[0]!).id;
}

export const parseAdminTab = (value: unknown): AdminTabId => parseTab(ADMIN_TABS, value);
export const parseRedakturTab = (value: unknown): RedakturTabId => parseTab(REDAKTUR_TABS, value);

export function adminTab(id: AdminTabId) {
  return ADMIN_TABS.find((tab) => tab.id === id)!;
}

export function redakturTab(id: RedakturTabId) {
  return REDAKTUR_TABS.find((tab) => tab.id === id)!;
}

/** The tabs of `tabs` whose list holds a post of `status` (e.g. private: Semua and Internal). */
export function tabsHolding<T extends { id: string; statuses: readonly string[] }>(tabs: readonly T[], status: string): T['id'][] {
  return tabs.filter((tab) => tab.statuses.includes(status)).map((tab) => tab.id);
}
