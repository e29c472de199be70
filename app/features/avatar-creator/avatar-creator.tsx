import { DownloadIcon } from "lucide-react";
import { memo, useId, useMemo, useReducer, useRef, useState, type Dispatch } from "react";
import { Button } from "~/components/ui/button";
import { ColorDot } from "~/components/ui/color-dot";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { RadioGroup, RadioOption } from "~/components/ui/radio-group";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { AVATAR_CREATOR } from "~/content/avatar";
import { AVATAR_OPTIONS } from "~/content/virtual-collaboration";
import { AVATAR_COLORS } from "~/data/virtual-collaboration";
import { useEarlyInput } from "~/lib/early-input";
import { notify } from "~/lib/notify";
import { describeAvatar } from "./avatar-drawing";
import {
  ACCESSORY_IDS,
  CHOICE_IDS,
  DEFAULT_AVATAR,
  avatarReducer,
  optionName,
  type AvatarAction,
  type AvatarOption,
} from "./avatar-state";
import { saveAvatar, saveNotices } from "./save-avatar";
import { AvatarSvg, displayName } from "./avatar-svg";
import { SavedAvatars } from "./saved-avatars";
import { NeedsScript } from "~/components/ui/needs-script";

const MAX_NAME_LENGTH = 100;

/** The Appearance and Style tabs, each with the options it sets. */
const OPTION_TABS = [
  { value: "appearance", options: ["skinTone", "hairColor", "eyeColor"] },
  { value: "style", options: ["hairStyle", "outfit"] },
] as const;

/** An option's choices: each one's id, its name and, for a colour, the colour. */
function swatchesOf(option: AvatarOption) {
  const colors: Partial<Record<AvatarOption, readonly string[]>> = AVATAR_COLORS;
  return CHOICE_IDS[option].map((id: string, index) => ({
    id,
    name: optionName(option, index),
    color: colors[option]?.[index],
  }));
}

/** The avatar creator (SPEC §3), with its failures kept to itself. */
export function AvatarCreator() {
  return (
    <WidgetBoundary widget={AVATAR_CREATOR.widget}>
      <AvatarCreatorWidget />
    </WidgetBoundary>
  );
}

function AvatarCreatorWidget() {
  const [avatar, dispatch] = useReducer(avatarReducer, DEFAULT_AVATAR);
  const nameField = useRef<HTMLInputElement>(null);
  useEarlyInput(() => {
    const typed = nameField.current?.value;
    if (typed !== undefined && typed !== avatar.name) dispatch({ type: "name", value: typed });
  });
  const [saving, setSaving] = useState(false);
  const id = useId();
  // The look without the name: typing a name redraws neither the preview nor the options.
  const { skinTone, hairColor, eyeColor, hairStyle, outfit, accessories } = avatar;
  const look = useMemo(
    () => ({ name: "", skinTone, hairColor, eyeColor, hairStyle, outfit, accessories }),
    [skinTone, hairColor, eyeColor, hairStyle, outfit, accessories],
  );
  const description = useMemo(() => describeAvatar(look), [look]);

  async function save() {
    setSaving(true);
    for (const notice of saveNotices(await saveAvatar(avatar))) notify(...notice);
    setSaving(false);
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <figure className="flex min-w-0 flex-col items-center gap-3">
        <AvatarSvg
          avatar={look}
          role="img"
          aria-labelledby={`${id}-description`}
          className="aspect-square w-full max-w-72 rounded-full shadow-md"
        />
        <figcaption
          id={`${id}-description`}
          className="max-w-full text-center text-sm text-muted-foreground [overflow-wrap:anywhere]"
        >
          <span dir="auto">{displayName(avatar.name)}</span>: {description}
        </figcaption>
      </figure>

      <div className="flex min-w-0 flex-col gap-4">
        <Field label={AVATAR_CREATOR.name}>
          <Input
            ref={nameField}
            value={avatar.name}
            maxLength={MAX_NAME_LENGTH}
            onChange={(event) => dispatch({ type: "name", value: event.currentTarget.value })}
          />
        </Field>
        <Tabs defaultValue="appearance">
          <TabsList aria-label={AVATAR_CREATOR.options}>
            <TabsTrigger value="appearance">{AVATAR_CREATOR.tabs.appearance}</TabsTrigger>
            <TabsTrigger value="style">{AVATAR_CREATOR.tabs.style}</TabsTrigger>
            <TabsTrigger value="extras">{AVATAR_CREATOR.tabs.extras}</TabsTrigger>
          </TabsList>
          {OPTION_TABS.map((tab) => (
            <TabsContent key={tab.value} value={tab.value} className="flex flex-col gap-4">
              {tab.options.map((option) => (
                <SwatchGroup
                  key={option}
                  option={option}
                  value={avatar[option]}
                  dispatch={dispatch}
                />
              ))}
            </TabsContent>
          ))}
          <TabsContent value="extras" className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">{AVATAR_CREATOR.accessories}</h3>
            <ul className="option-grid-36 grid gap-2">
              {ACCESSORY_IDS.map((id, index) => (
                <li key={id}>
                  <Button
                    variant={avatar.accessories.includes(index) ? "default" : "outline"}
                    aria-pressed={avatar.accessories.includes(index)}
                    className="w-full"
                    onClick={() => dispatch({ type: "toggleAccessory", index })}
                  >
                    {AVATAR_OPTIONS.accessories[id]}
                  </Button>
                </li>
              ))}
            </ul>
          </TabsContent>
        </Tabs>
        <NeedsScript />
        <Button onClick={save} aria-disabled={saving} className="w-fit">
          <DownloadIcon aria-hidden="true" />
          {AVATAR_CREATOR.save}
        </Button>
      </div>

      <SavedAvatars dispatch={dispatch} />
    </div>
  );
}

interface SwatchGroupProps {
  option: AvatarOption;
  value: number;
  dispatch: Dispatch<AvatarAction>;
}

/**
 * A labelled single choice; each option shows its name, with a colour dot where it has
 * one. Memoised: it renders again only when its own choice changes.
 */
const SwatchGroup = memo(function SwatchGroup({ option, value, dispatch }: SwatchGroupProps) {
  const id = useId();
  const group = useRef<HTMLDivElement>(null);
  useEarlyInput(() => {
    const chosen = group.current?.querySelector<HTMLInputElement>("input:checked");
    if (chosen && Number(chosen.value) !== value) {
      dispatch({ type: "option", option, index: Number(chosen.value) });
    }
  });
  return (
    <div className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-semibold">
        {AVATAR_CREATOR.groups[option]}
      </h3>
      <RadioGroup ref={group} aria-labelledby={id} className="option-grid-36">
        {swatchesOf(option).map((swatch, index) => (
          <RadioOption
            key={swatch.id}
            value={String(index)}
            checked={value === index}
            onChange={() => dispatch({ type: "option", option, index })}
            layout="start"
          >
            {swatch.color ? <ColorDot color={swatch.color} /> : null}
            {swatch.name}
          </RadioOption>
        ))}
      </RadioGroup>
    </div>
  );
});
