/**
 * Times and dates the way the rest of the site writes them ("16:00": a
 * 24-hour clock, two-digit hours), in the page's language (`<html lang>`,
 * "en" when it has none or an invalid one). Formatters are built once per
 * language and reused. Numbers in the pages' own figures are English ("2,450").
 */

const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };
const DATE_TIME: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  ...TIME,
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function pageLocale(): string {
  return (typeof document === "undefined" ? "" : document.documentElement.lang) || "en";
}

function formatter(kind: "time" | "dateTime"): Intl.DateTimeFormat {
  const locale = pageLocale();
  const key = `${kind} ${locale}`;
  let cached = formatters.get(key);
  if (!cached) {
    const options = kind === "time" ? TIME : DATE_TIME;
    try {
      cached = new Intl.DateTimeFormat(locale, options);
    } catch {
      cached = new Intl.DateTimeFormat("en", options);
    }
    formatters.set(key, cached);
  }
  return cached;
}

/** "05:48": hours and minutes, 24-hour clock. */
export function formatTime(timestamp: number | string | Date): string {
  return formatter("time").format(new Date(timestamp));
}

/** "Nov 23, 2026, 05:52" in English, "23 Nov 2026, 05:52" in British English. */
export function formatDateTime(timestamp: number | string | Date): string {
  return formatter("dateTime").format(new Date(timestamp));
}

let numbers: Intl.NumberFormat | undefined;

/** "12,450": a number with English digit grouping, like the copy around it. */
export function formatNumber(value: number): string {
  numbers ??= new Intl.NumberFormat("en");
  return numbers.format(value);
}
