/**
 * One `Intl` formatter of each kind in the edition's locale (ADR 011), built on first use.
 * Times are 24-hour with two-digit hours ("16:00"), like the rest of the site.
 */
import { LOCALE } from "./locale";
import { whenIdle } from "./idle";

const LANG = LOCALE.intl;

const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", hourCycle: "h23" };

function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

const times = once(() => new Intl.DateTimeFormat(LANG, TIME));
const dateTimes = once(
  () => new Intl.DateTimeFormat(LANG, { day: "numeric", month: "short", year: "numeric", ...TIME }),
);
// A day of the year with no year or time (sample data): read in UTC, so every time zone says it.
const dayMonths = once(
  () => new Intl.DateTimeFormat(LANG, { day: "numeric", month: "long", timeZone: "UTC" }),
);
const numbers = once(() => new Intl.NumberFormat(LANG));
const percents = once(
  () => new Intl.NumberFormat(LANG, { style: "percent", maximumFractionDigits: 1 }),
);
const lists = once(() => new Intl.ListFormat(LANG, { type: "conjunction" }));
const plurals = once(() => new Intl.PluralRules(LANG));

/**
 * Building a formatter (a date-time one above all) takes up to tens of milliseconds on a slow phone,
 * even with ICU started by a worker (ADR 036): better spent when idle, one per idle period, than in
 * the frame after a tap (ADR 007).
 */
export function warmFormatters(): () => void {
  const makers = [times, dateTimes, dayMonths, numbers, percents, lists, plurals];
  let cancel = whenIdle(function next() {
    makers.shift()?.();
    if (makers.length > 0) cancel = whenIdle(next);
  });
  return () => cancel();
}

export function formatTime(timestamp: number | string | Date): string {
  return times().format(new Date(timestamp));
}

/** A time of day on the 24-hour clock, as the data writes it: "16:00", "08:12". */
export type TimeOfDay = `${number}:${number}`;

/** A time of day with no date, in the edition's form, read on a fixed day in the local time zone. */
export function formatTimeOfDay(time: TimeOfDay): string {
  return formatTime(`2000-01-03T${time}`);
}

export function formatDateTime(timestamp: number | string | Date): string {
  return dateTimes().format(new Date(timestamp));
}

/** A day of the year, `month` from 1: "June 12", "12 de junio". */
export function formatDayMonth(month: number, day: number): string {
  return dayMonths().format(Date.UTC(2000, month - 1, day));
}

export function formatNumber(value: number): string {
  return numbers().format(value);
}

/** `value` is out of 100; the sign, its side and any space are the edition's (French: "86 %"). */
export function formatPercent(value: number): string {
  return percents().format(value / 100);
}

export function formatList(items: readonly string[]): string {
  return lists().format(items);
}

/**
 * `forms` holds a template per plural category the language uses (`other` always), with `{count}`
 * for the formatted number: { one: "{count} point", other: "{count} points" }.
 */
export function formatPlural(count: number, forms: PluralForms): string {
  const template = forms[plurals().select(count)] ?? forms.other;
  return template.replace("{count}", formatNumber(count));
}

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
