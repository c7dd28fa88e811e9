// @ts-check
// Checks of the string formats whose validity a regular expression alone cannot decide. Each
// function is self-contained (no outside names): scripts/build/generate-schemas.mjs copies its source
// into the generated validators, so the package needs no validator library at run time.

/**
 * RFC 3339 `date-time` (section 5.6): a full date, `T` (or a space, RFC 3339's note), a time with
 * optional fraction, and `Z` or an offset `+hh:mm`. The date must exist (no 31 April, 29 February
 * only in leap years), and a leap second (`:60`) only at 23:59 UTC.
 * @param {string} text
 * @returns {boolean}
 */
export function dateTime(text) {
  const m = /^(\d{4})-(\d\d)-(\d\d)[Tt ](\d\d):(\d\d):(\d\d)(?:\.\d+)?(?:[Zz]|([+-])(\d\d):(\d\d))$/.exec(text);
  if (!m) return false;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = Number(m[6]);
  const offsetHour = m[8] ? Number(m[8]) : 0;
  const offsetMinute = m[9] ? Number(m[9]) : 0;
  // Day 0 of the next month is the last day of this one, leap years included (setUTCFullYear, unlike
  // Date.UTC, does not map the years 0 to 99 to 1900 to 1999).
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  const days = last.getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > days) return false;
  if (hour > 23 || minute > 59 || second > 60 || offsetHour > 23 || offsetMinute > 59) return false;
  if (second < 60) return true;
  const utc = hour * 60 + minute - (m[7] === "-" ? -1 : 1) * (offsetHour * 60 + offsetMinute);
  return ((utc % 1440) + 1440) % 1440 === 1439;
}
