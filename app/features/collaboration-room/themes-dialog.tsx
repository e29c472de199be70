import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import type { DeferredDialogProps } from "~/components/ui/deferred-dialog";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { RadioGroup, RadioOption } from "~/components/ui/radio-group";
import { THEMES, THEMES_DIALOG } from "~/content/virtual-collaboration";
import { DEFAULT_THEME, THEME_IDS } from "~/data/virtual-collaboration";
import { ThemePreview } from "./theme-preview";

/**
 * Dynamic Themes: choose a room theme, each with a picture; applying is not
 * available in this demo. Opened by a `DeferredDialogTrigger`.
 */
export function ThemesDialog(dialog: DeferredDialogProps) {
  return (
    <Dialog {...dialog}>
      <DialogContent title={THEMES_DIALOG.title} description={THEMES_DIALOG.description}>
        <ThemePicker />
      </DialogContent>
    </Dialog>
  );
}

function ThemePicker() {
  const [theme, setTheme] = useState<string>(DEFAULT_THEME);
  // Each theme named by its name and described by its sentence, which a screen reader says after
  // the name and state rather than as one long name.
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <RadioGroup aria-label={THEMES_DIALOG.label} className="grid-cols-1">
        {THEME_IDS.map((themeId) => (
          <RadioOption
            key={themeId}
            value={themeId}
            checked={theme === themeId}
            onChange={() => setTheme(themeId)}
            aria-labelledby={`${id}-${themeId}-name`}
            aria-describedby={`${id}-${themeId}-description`}
            layout="stacked"
          >
            <span className="flex w-full items-start gap-3">
              <span className="flex flex-1 flex-col">
                <span id={`${id}-${themeId}-name`} className="font-semibold">
                  {THEMES[themeId].name}
                </span>
                <span
                  id={`${id}-${themeId}-description`}
                  className="font-normal text-muted-foreground"
                >
                  {THEMES[themeId].description}
                </span>
              </span>
              <ThemePreview theme={themeId} />
            </span>
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
