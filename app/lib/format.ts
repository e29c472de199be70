/**
 * Numbers, times, dates, lists and plurals in the edition's language
 * (`LOCALE` in ./locale): one `Intl` formatter
 * of each kind, built on first use. Times use a 24-hour clock with two-digit
 * hours ("16:00"), like the rest of the site.
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
const numbers = once(() => new Intl.NumberFormat(LANG));
const percents = once(
  () => new Intl.NumberFormat(LANG, { style: "percent", maximumFractionDigits: 1 }),
);
const lists = once(() => new Intl.ListFormat(LANG, { type: "conjunction" }));
const plurals = once(() => new Intl.PluralRules(LANG));

/**
 * Builds every formatter while the page is idle, one per idle period, and
 * returns a cancel. Building one (a date-time formatter above all) is the slow
 * part of its first use, tens of milliseconds on a slow phone: better spent
 * now than in the frame after a tap.
 */
export function warmFormatters(): () => void {
  const makers = [times, dateTimes, numbers, percents, lists, plurals];
  let cancel = whenIdle(function next() {
    makers.shift()?.();
    if (makers.length > 0) cancel = whenIdle(next);
  });
  return () => cancel();
}

/** "05:48": hours and minutes, 24-hour clock. */
export function formatTime(timestamp: number | string | Date): string {
  return times().format(new Date(timestamp));
}

/** "Nov 23, 2026, 05:52" in English. */
export function formatDateTime(timestamp: number | string | Date): string {
  return dateTimes().format(new Date(timestamp));
}

/** "12,450" in English. */
export function formatNumber(value: number): string {
  return numbers().format(value);
}

/**
 * "86%" in English for 86 (a value out of 100): the sign, its side and any space
 * are the edition's (French writes "86 %", Arabic its own sign).
 */
export function formatPercent(value: number): string {
  return percents().format(value / 100);
}

/** "a hat, glasses and a scarf" in English. */
export function formatList(items: readonly string[]): string {
  return lists().format(items);
}

/**
 * The word for a count in the edition's plural rules: `forms` holds one
 * template per plural category the language uses (`other` always), each with
 * `{count}` for the formatted number, e.g. { one: "{count} point", other: "{count} points" }.
 */
export function formatPlural(count: number, forms: PluralForms): string {
  const template = forms[plurals().select(count)] ?? forms.other;
  return template.replace("{count}", formatNumber(count));
}

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
