/** A datetime-local value (2026-11-24T10:30) as the platform wants it: "2026-11-24 10:30:00+01:00" in this browser's offset. */
export function toPlatformDateTime(local: string, offsetMinutes = -new Date(local).getTimezoneOffset()): string {
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const abs = Math.abs(offsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  const [day, time = '00:00'] = local.split('T');
  return `${day} ${time.length === 5 ? `${time}:00` : time.slice(0, 8)}${offset}`;
}
