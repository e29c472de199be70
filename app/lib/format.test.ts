import { describe, expect, it } from "vitest";
import {
  formatDateTime,
  formatDayMonth,
  formatList,
  formatNumber,
  formatPercent,
  formatPlural,
  formatTime,
} from "./format";
import { LOCALE } from "./locale";

// 23 November 2026, 05:52:34 local time; and an afternoon.
const morning = new Date(2026, 10, 23, 5, 52, 34).getTime();
const afternoon = new Date(2026, 10, 23, 16, 0, 0).getTime();

describe("the edition's language", () => {
  it("is English, left to right, in the English edition", () => {
    expect(LOCALE.lang).toBe("en");
    expect(LOCALE.dir).toBe("ltr");
  });
});

describe("formatTime", () => {
  it("writes a 24-hour time with two-digit hours, like the rest of the site", () => {
    expect(formatTime(morning)).toBe("05:52");
    expect(formatTime(afternoon)).toBe("16:00");
    expect(formatTime(new Date(2026, 0, 1, 0, 5).getTime())).toBe("00:05");
  });

  it("takes ISO strings and dates too", () => {
    expect(formatTime(new Date(afternoon).toISOString())).toBe("16:00");
    expect(formatTime(new Date(afternoon))).toBe("16:00");
  });
});

describe("formatDayMonth", () => {
  it("writes a day of the year without the year, the same in every time zone", () => {
    expect(formatDayMonth(6, 12)).toBe("June 12");
    expect(formatDayMonth(1, 1)).toBe("January 1");
    expect(formatDayMonth(12, 31)).toBe("December 31");
  });
});

describe("formatDateTime", () => {
  it("writes day, short month, year and the 24-hour time, without seconds", () => {
    expect(formatDateTime(morning)).toBe("Nov 23, 2026, 05:52");
  });
});

describe("formatNumber", () => {
  it("groups digits the edition's way", () => {
    expect(formatNumber(12450)).toBe("12,450");
    expect(formatNumber(980)).toBe("980");
  });
});

describe("formatPercent", () => {
  it("writes a value out of 100 with the edition's percent sign", () => {
    expect(formatPercent(86)).toBe("86%");
    expect(formatPercent(0)).toBe("0%");
    expect(formatPercent(12.5)).toBe("12.5%");
    expect(formatPercent(100)).toBe("100%");
  });
});

describe("formatList", () => {
  it("joins words with commas and a last 'and'", () => {
    expect(formatList(["a hat"])).toBe("a hat");
    expect(formatList(["a hat", "glasses"])).toBe("a hat and glasses");
    expect(formatList(["a hat", "glasses", "a scarf"])).toBe("a hat, glasses, and a scarf");
  });
});

describe("formatPlural", () => {
  const points = { one: "{count} point", other: "{count} points" };

  it("picks the form for the count and writes the count in the edition's digits", () => {
    expect(formatPlural(1, points)).toBe("1 point");
    expect(formatPlural(0, points)).toBe("0 points");
    expect(formatPlural(2450, points)).toBe("2,450 points");
  });

  it("falls back to the other form when a language's category is missing", () => {
    expect(formatPlural(1, { other: "{count} things" })).toBe("1 things");
  });
});
