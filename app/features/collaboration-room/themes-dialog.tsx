import { PaletteIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { RadioGroup, RadioOption } from "~/components/ui/radio-group";
import { DEFAULT_THEME, THEMES } from "~/content/virtual-collaboration";

/** Dynamic Themes: choose a room theme; applying is not available in this demo. */
export function ThemesDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <PaletteIcon aria-hidden="true" />
          Choose a Theme
        </Button>
      </DialogTrigger>
      <DialogContent title="Dynamic Themes" description="Pick the look of your study room.">
        <ThemePicker />
      </DialogContent>
    </Dialog>
  );
}

function ThemePicker() {
  const [theme, setTheme] = useState<string>(DEFAULT_THEME);
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup aria-label="Room theme" className="grid-cols-1">
        {THEMES.map((option) => (
          <RadioOption
            key={option.id}
            value={option.id}
            checked={theme === option.id}
            onChange={() => setTheme(option.id)}
            layout="stacked"
          >
            <span className="font-semibold">{option.name}</span>
            <span className="font-normal text-muted-foreground">{option.description}</span>
          </RadioOption>
        ))}
      </RadioGroup>
      <Button disabled className="w-fit">
        Apply Theme
      </Button>
      <p className="text-sm text-muted-foreground">
        Applying themes is not available in this demo.
      </p>
    </div>
  );
}
