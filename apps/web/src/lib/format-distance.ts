/**
 * A distance as people say it in their language: metres below 1 km (to the nearest 10 m, at
 * least 10 m), kilometres with one decimal below 10 km, whole kilometres beyond.
 */
export function formatDistance(km: number, locale: string): string {
  if (km < 1) {
    const metres = Math.max(10, Math.round((km * 1000) / 10) * 10);
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'meter', unitDisplay: 'short' }).format(metres);
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    unitDisplay: 'short',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}
