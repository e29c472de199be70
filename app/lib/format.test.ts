// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatDateTime, formatNumber, formatTime } from "./format";

// 23 November 2026, 05:52:34 local time; and an afternoon.
const morning = new Date(2026, 10, 23, 5, 52, 34).getTime();
const afternoon = new Date(2026, 10, 23, 16, 0, 0).getTime();

afterEach(() => {
  document.documentElement.lang = "en";
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

describe("formatDateTime", () => {
  it("writes day, short month, year and the 24-hour time, without seconds", () => {
    expect(formatDateTime(morning)).toBe("Nov 23, 2026, 05:52");
  });

  it("follows the page's language", () => {
    document.documentElement.lang = "en-GB";
    expect(formatDateTime(morning)).toBe("23 Nov 2026, 05:52");
    document.documentElement.lang = "de";
    expect(formatTime(afternoon)).toBe("16:00");
  });

  it("falls back to English without a language or with an invalid one", () => {
    document.documentElement.lang = "";
    expect(formatDateTime(morning)).toBe("Nov 23, 2026, 05:52");
    document.documentElement.lang = "not a language!";
    expect(formatDateTime(morning)).toBe("Nov 23, 2026, 05:52");
  });

  it("builds one formatter per language and reuses it", () => {
    const Original = Intl.DateTimeFormat;
    const spy = vi.spyOn(Intl, "DateTimeFormat").mockImplementation(function (
      ...args: ConstructorParameters<typeof Original>
    ) {
      return new Original(...args);
    });
    document.documentElement.lang = "fr";
    formatDateTime(morning);
    formatDateTime(afternoon);
    formatDateTime(morning);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe("formatNumber", () => {
  it("groups digits the English way, whatever the page's language", () => {
    expect(formatNumber(12450)).toBe("12,450");
    expect(formatNumber(980)).toBe("980");
    document.documentElement.lang = "de";
    expect(formatNumber(1240)).toBe("1,240");
  });
});
