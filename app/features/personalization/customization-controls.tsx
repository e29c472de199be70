import { SlidersHorizontalIcon } from "lucide-react";
import { useId, useState } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { RadioGroup, RadioOption } from "~/components/ui/radio-group";
import { Slider } from "~/components/ui/slider";
import { SwitchField } from "~/components/ui/switch";
import {
  CONTENT_TYPES,
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  PACE,
  paceLabel,
} from "~/content/ai-personalization";

/** Difficulty, pace and content types: all local, nothing is saved or sent. */
export function CustomizationControls() {
  const [pace, setPace] = useState<number>(PACE.defaultValue);
  const id = useId();
  return (
    <Card gap={6}>
      <CardHeader>
        <CardTitle as="h2" icon={SlidersHorizontalIcon} size="lg">
          Customization Controls
        </CardTitle>
        <CardDescription>Tune how lessons feel. These settings stay on this page.</CardDescription>
      </CardHeader>

      <div className="flex flex-col gap-2">
        <h3 id={`${id}-difficulty`} className="font-semibold">
          Difficulty
        </h3>
        <RadioGroup
          aria-labelledby={`${id}-difficulty`}
          defaultValue={DEFAULT_DIFFICULTY}
          className="grid-cols-3"
        >
          {DIFFICULTIES.map((difficulty) => (
            <RadioOption key={difficulty} value={difficulty}>
              {difficulty}
            </RadioOption>
          ))}
        </RadioGroup>
      </div>

      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <h3 id={`${id}-pace`} className="font-semibold">
            Learning pace
          </h3>
          <span className="text-sm font-medium" aria-hidden="true">
            {paceLabel(pace)} ({pace})
          </span>
        </div>
        <Slider
          label="Learning pace"
          min={PACE.min}
          max={PACE.max}
          step={PACE.step}
          value={pace}
          onValueChange={setPace}
          valueText={`${pace}, ${paceLabel(pace)}`}
        />
        <div aria-hidden="true" className="flex justify-between text-xs text-muted-foreground">
          <span>Slow</span>
          <span>Normal</span>
          <span>Fast</span>
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <h3 className="font-semibold">Content types</h3>
        {CONTENT_TYPES.map((type) => (
          <SwitchField key={type.id} label={type.label} defaultChecked={type.defaultOn} />
        ))}
      </div>
    </Card>
  );
}
