import { describe, expect, it } from "vitest";
import { appendElement, elementSpans, removeElement } from "./json-list";

const LIST = '[ {"n":12345678901234567890}, 1.50 ,"a,]\\"[{" ,{"k":1,"k":2}, [1,[2]], null ]';

describe("elementSpans", () => {
  it("finds each top-level element as written, past strings, escapes and nesting", () => {
    const { spans } = elementSpans(LIST);
    expect(spans.map(([start, end]) => LIST.slice(start, end))).toEqual([
      '{"n":12345678901234567890}',
      "1.50",
      '"a,]\\"[{"',
      '{"k":1,"k":2}',
      "[1,[2]]",
      "null",
    ]);
  });

  it("finds none in an empty list", () => {
    expect(elementSpans(" [ \n ] ").spans).toEqual([]);
  });
});

describe("appendElement", () => {
  it("adds after the last element and keeps every other byte", () => {
    expect(appendElement(LIST, '{"x":1}')).toBe(
      '[ {"n":12345678901234567890}, 1.50 ,"a,]\\"[{" ,{"k":1,"k":2}, [1,[2]], null,{"x":1} ]',
    );
  });

  it("starts a list when there is none, and fills an empty one", () => {
    expect(appendElement(null, "1")).toBe("[1]");
    expect(appendElement("[ ]", "1")).toBe("[1]");
  });

  it("gives text that parses to the old elements plus the new one", () => {
    expect(JSON.parse(appendElement("[1,2]", "3"))).toEqual([1, 2, 3]);
  });
});

describe("removeElement", () => {
  it("removes one element and a comma beside it, keeping the rest byte for byte", () => {
    expect(removeElement(LIST, 1)).toBe(
      '[ {"n":12345678901234567890}, "a,]\\"[{" ,{"k":1,"k":2}, [1,[2]], null ]',
    );
    expect(removeElement(LIST, 5)).toBe(
      '[ {"n":12345678901234567890}, 1.50 ,"a,]\\"[{" ,{"k":1,"k":2}, [1,[2]] ]',
    );
    expect(removeElement(LIST, 0)).toBe('[ 1.50 ,"a,]\\"[{" ,{"k":1,"k":2}, [1,[2]], null ]');
  });

  it("leaves an empty list when the only element goes", () => {
    expect(JSON.parse(removeElement('[{"a":1}]', 0))).toEqual([]);
  });

  it("refuses a position that is not there", () => {
    expect(() => removeElement("[1]", 1)).toThrow(RangeError);
  });

  it("always gives valid JSON", () => {
    for (let position = 0; position < 6; position++) {
      expect(() => JSON.parse(removeElement(LIST, position))).not.toThrow();
    }
  });
});
