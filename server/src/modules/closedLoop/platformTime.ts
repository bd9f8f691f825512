/**
 * A moment as Google's conversion_date_time wants it: "yyyy-mm-dd hh:mm:ss+hh:mm" in the ad
 * account's time zone (the offset of that zone at that moment, summer time included).
 */
export function platformDateTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZoneName: 'longOffset',
  }).formatToParts(at).map((p) => [p.type, p.value]));
  // "GMT+01:00", or plain "GMT" for UTC itself.
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName.replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}
