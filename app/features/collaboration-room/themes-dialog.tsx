import { PaletteIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogTrigger } from "~/components/ui/dialog";
import { RadioGroup, RadioOption } from "~/components/ui/radio-group";
import { DEFAULT_THEME, THEMES, THEMES_DIALOG } from "~/content/virtual-collaboration";

/** Dynamic Themes: choose a room theme; applying is not available in this demo. */
export function ThemesDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <PaletteIcon aria-hidden="true" />
          {THEMES_DIALOG.open}
        </Button>
      </DialogTrigger>
      <DialogContent title={THEMES_DIALOG.title} description={THEMES_DIALOG.description}>
        <ThemePicker />
      </DialogContent>
    </Dialog>
  );
}

function ThemePicker() {
  const [theme, setTheme] = useState<string>(DEFAULT_THEME);
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup aria-label={THEMES_DIALOG.label} className="grid-cols-1">
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
        {THEMES_DIALOG.apply}
      </Button>
      <p className="text-sm text-muted-foreground">{THEMES_DIALOG.notAvailable}</p>
    </div>
  );
}
