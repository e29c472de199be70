import { SwitchField } from "~/components/ui/switch";

export interface SwitchSetting {
  id: string;
  label: string;
  hint: string;
  defaultOn: boolean;
}

/** One switch per setting, each starting at its default; local only, nothing is saved. */
export function SettingSwitches({ settings }: { settings: readonly SwitchSetting[] }) {
  return settings.map((setting) => (
    <SwitchField
      key={setting.id}
      label={setting.label}
      hint={setting.hint}
      defaultChecked={setting.defaultOn}
    />
  ));
}
