import { useState } from "react";
import { Button } from "~/components/ui/button";
import type { DeferredDialogProps } from "~/components/ui/deferred-dialog";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { RadioGroup, RadioOption } from "~/components/ui/radio-group";
import { DEFAULT_THEME, THEMES, THEMES_DIALOG } from "~/content/virtual-collaboration";
import { ThemePreview } from "./theme-preview";

/**
 * Dynamic Themes: choose a room theme, each with a picture; applying is not
 * available in this demo. Opened by a `DeferredDialogTrigger`.
 */
export function ThemesDialog({ open, onOpenChange, onCloseAutoFocus }: DeferredDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={THEMES_DIALOG.title}
        description={THEMES_DIALOG.description}
        onCloseAutoFocus={onCloseAutoFocus}
      >
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
            <span className="flex w-full items-start gap-3">
              <span className="flex flex-1 flex-col">
                <span className="font-semibold">{option.name}</span>
                <span className="font-normal text-muted-foreground">{option.description}</span>
              </span>
              <ThemePreview theme={option.id} />
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
