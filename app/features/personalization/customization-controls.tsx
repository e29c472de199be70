import { SlidersHorizontalIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { RadioGroup, RadioOption } from "~/components/ui/radio-group";
import { SwitchList } from "~/components/ui/switch";
import {
  CONTENT_TYPES as CONTENT_TYPE_WORDS,
  CUSTOMIZATION as WORDS,
  DIFFICULTIES,
  PACE_WORDS,
} from "~/content/ai-personalization";
import { CONTENT_TYPES, DIFFICULTY_IDS, PACE } from "~/data/ai-personalization";
import { NeedsScript } from "~/components/ui/needs-script";
import { useEarlyInput } from "~/lib/early-input";

/** The difficulty chosen when the page opens (an id from DIFFICULTY_IDS). */
const DEFAULT_DIFFICULTY: (typeof DIFFICULTY_IDS)[number] = "medium";

function paceWord(value: number): string {
  if (value <= 33) return PACE_WORDS.slow;
  if (value <= 66) return PACE_WORDS.normal;
  return PACE_WORDS.fast;
}

/** Difficulty, pace and content types: all local, nothing is saved or sent. */
export function CustomizationControls() {
  const [pace, setPace] = useState<number>(PACE.defaultValue);
  const id = useId();
  const slider = useRef<HTMLInputElement>(null);
  useEarlyInput(() => {
    const moved = slider.current?.valueAsNumber;
    if (moved !== undefined && moved !== pace) setPace(moved);
  });
  return (
    <Card gap={6}>
      <CardHeader>
        <CardTitle as="h2" icon={SlidersHorizontalIcon} size="lg">
          {WORDS.title}
        </CardTitle>
        <CardDescription>{WORDS.description}</CardDescription>
      </CardHeader>
      <NeedsScript />

      <div className="flex flex-col gap-2">
        <h3 id={`${id}-difficulty`} className="font-semibold">
          {WORDS.difficulty}
        </h3>
        <RadioGroup
          aria-labelledby={`${id}-difficulty`}
          defaultValue={DEFAULT_DIFFICULTY}
          className="option-grid-26"
        >
          {DIFFICULTY_IDS.map((difficulty) => (
            <RadioOption key={difficulty} value={difficulty}>
              {DIFFICULTIES[difficulty]}
            </RadioOption>
          ))}
        </RadioGroup>
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <h3 id={`${id}-pace`} className="font-semibold">
            {WORDS.pace}
          </h3>
          <span className="text-sm font-medium" aria-hidden="true">
            {WORDS.paceShown(paceWord(pace), pace)}
          </span>
        </div>
        {/* Native: keys and assistive technology come free, and no style attribute (ADR 003). */}
        <input
          ref={slider}
          type="range"
          aria-label={WORDS.pace}
          min={PACE.min}
          max={PACE.max}
          step={PACE.step}
          value={pace}
          onChange={(event) => setPace(event.currentTarget.valueAsNumber)}
          aria-valuetext={WORDS.paceSpoken(paceWord(pace), pace)}
          className="h-6 w-full cursor-pointer accent-primary"
        />
        <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
          <span>{PACE_WORDS.slow}</span>
          <span>{PACE_WORDS.normal}</span>
          <span>{PACE_WORDS.fast}</span>
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">{WORDS.contentTypes}</h3>
        <SwitchList words={CONTENT_TYPE_WORDS} startsOn={CONTENT_TYPES} />
      </div>
    </Card>
  );
}
