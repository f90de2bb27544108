/**
 * Numbers formatted Indonesian style (behaviour §2.3), e.g. 12.345. A module of its own, apart
 * from ./dates: client components that show counts (the survey block) would otherwise ship
 * date-fns and its locales to the browser with it.
 */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat('id-ID').format(value);
}
