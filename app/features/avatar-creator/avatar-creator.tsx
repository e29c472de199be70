import { DownloadIcon, FolderOpenIcon, Trash2Icon } from "lucide-react";
import { useId, useReducer, useRef, useState, type ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import { ColorDot } from "~/components/ui/color-dot";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { Input, Label } from "~/components/ui/input";
import { RadioGroup, RadioOption } from "~/components/ui/radio-group";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { ACCESSORIES } from "~/content/virtual-collaboration";
import { formatDateTime } from "~/lib/format";
import { notify } from "~/lib/notify";
import { avatarShapes, describeAvatar } from "./avatar-drawing";
import { removePreset, type AvatarPreset } from "./avatar-presets";
import {
  AVATAR_OPTIONS,
  DEFAULT_AVATAR,
  avatarReducer,
  type Avatar,
  type AvatarOption,
} from "./avatar-state";
import { saveAvatar, saveNotices } from "./save-avatar";
import { useSavedAvatars } from "./use-saved-avatars";

const MAX_NAME_LENGTH = 100;

/** The name to show and announce for an avatar; a blank name reads as "Unnamed avatar". */
function displayName(name: string): string {
  return name.trim() || "Unnamed avatar";
}

/** The Appearance and Style tabs: which option each group sets, from which swatches. */
const OPTION_TABS: {
  value: string;
  groups: {
    label: string;
    option: AvatarOption;
    swatches: readonly { name: string; color?: string }[];
  }[];
}[] = [
  {
    value: "appearance",
    groups: [
      { label: "Skin tone", option: "skinTone", swatches: AVATAR_OPTIONS.skinTone },
      { label: "Hair colour", option: "hairColor", swatches: AVATAR_OPTIONS.hairColor },
      { label: "Eye colour", option: "eyeColor", swatches: AVATAR_OPTIONS.eyeColor },
    ],
  },
  {
    value: "style",
    groups: [
      {
        label: "Hair style",
        option: "hairStyle",
        swatches: AVATAR_OPTIONS.hairStyle.map((name) => ({ name })),
      },
      { label: "Outfit", option: "outfit", swatches: AVATAR_OPTIONS.outfit },
    ],
  },
];

/** The avatar drawn as SVG, from the same shapes as the PNG export. */
function AvatarSvg({ avatar, ...props }: { avatar: Avatar } & ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 512 512" {...props}>
      {avatarShapes(avatar).map((shape, index) => (
        <path
          key={index}
          d={shape.d}
          fill={shape.fill ?? "none"}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}

/** The avatar creator (SPEC §3), with its failures kept to itself. */
export function AvatarCreator() {
  return (
    <WidgetBoundary widget="avatar creator">
      <AvatarCreatorWidget />
    </WidgetBoundary>
  );
}

function AvatarCreatorWidget() {
  const [avatar, dispatch] = useReducer(avatarReducer, DEFAULT_AVATAR);
  const saved = useSavedAvatars();
  const [saving, setSaving] = useState(false);
  const [toDelete, setToDelete] = useState<{ preset: AvatarPreset; position: number } | null>(null);
  /** The Delete button that opened the confirmation, for focus when it closes. */
  const lastOpener = useRef<HTMLElement | null>(null);
  const savedHeading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const description = describeAvatar(avatar);

  const choose = (option: AvatarOption) => (index: number) =>
    dispatch({ type: "option", option, index });

  async function save() {
    setSaving(true);
    for (const notice of saveNotices(await saveAvatar(avatar))) notify(...notice);
    setSaving(false);
  }

  function confirmDelete() {
    if (!toDelete) return;
    const result = removePreset(toDelete.position, toDelete.preset);
    if (!result.ok)
      notify("error", "Delete failed", "The saved avatars changed or could not be updated.");
    setToDelete(null);
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
      <figure className="flex min-w-0 flex-col items-center gap-3">
        <AvatarSvg
          avatar={avatar}
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
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-name`}>Avatar name</Label>
          <Input
            id={`${id}-name`}
            value={avatar.name}
            maxLength={MAX_NAME_LENGTH}
            onChange={(event) => dispatch({ type: "name", value: event.currentTarget.value })}
          />
        </div>
        <Tabs defaultValue="appearance">
          <TabsList aria-label="Avatar options">
            <TabsTrigger value="appearance">Appearance</TabsTrigger>
            <TabsTrigger value="style">Style</TabsTrigger>
            <TabsTrigger value="extras">Extras</TabsTrigger>
          </TabsList>
          {OPTION_TABS.map((tab) => (
            <TabsContent key={tab.value} value={tab.value} className="flex flex-col gap-4">
              {tab.groups.map((group) => (
                <SwatchGroup
                  key={group.option}
                  label={group.label}
                  swatches={group.swatches}
                  value={avatar[group.option]}
                  onChange={choose(group.option)}
                />
              ))}
            </TabsContent>
          ))}
          <TabsContent value="extras" className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold">Accessories</h3>
            <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {ACCESSORIES.map((accessory, index) => (
                <li key={accessory}>
                  <Button
                    variant={avatar.accessories.includes(index) ? "default" : "outline"}
                    aria-pressed={avatar.accessories.includes(index)}
                    className="w-full"
                    onClick={() => dispatch({ type: "toggleAccessory", index })}
                  >
                    {accessory}
                  </Button>
                </li>
              ))}
            </ul>
          </TabsContent>
        </Tabs>
        <Button onClick={save} aria-disabled={saving} className="w-fit">
          <DownloadIcon aria-hidden="true" />
          Save Avatar
        </Button>
      </div>

      <section aria-labelledby={`${id}-saved`} className="flex flex-col gap-3 lg:col-span-2">
        <h3
          ref={savedHeading}
          id={`${id}-saved`}
          tabIndex={-1}
          className="text-lg font-semibold focus:outline-none"
        >
          Saved avatars
        </h3>
        {saved.unavailable ? (
          <p className="text-sm text-muted-foreground">This browser's storage is not available.</p>
        ) : saved.corrupt ? (
          <p className="text-sm text-muted-foreground">
            The saved avatars in this browser could not be read. They are kept as they are; saving a
            new avatar moves them to a backup first.
          </p>
        ) : saved.presets.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No saved avatars yet. Save one to see it here.
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {saved.presets.map(({ preset, position }) => (
              <li
                key={`${position}-${preset.createdAt}`}
                className="flex flex-wrap items-center gap-3 rounded-xl border p-3"
              >
                <AvatarSvg
                  avatar={preset}
                  aria-hidden="true"
                  className="size-12 shrink-0 rounded-full"
                />
                <div className="flex min-w-32 flex-1 flex-col">
                  <span dir="auto" className="truncate font-medium">
                    {displayName(preset.name)}
                  </span>
                  <time dateTime={preset.createdAt} className="text-xs text-muted-foreground">
                    {formatDateTime(preset.createdAt)}
                  </time>
                </div>
                {/* Wraps under the name when the card is narrow. */}
                <div className="ms-auto flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Load ${displayName(preset.name)}`}
                    onClick={() => {
                      dispatch({ type: "load", avatar: preset });
                      notify(
                        "info",
                        "Avatar loaded",
                        `${displayName(preset.name)} is in the editor.`,
                      );
                    }}
                  >
                    <FolderOpenIcon aria-hidden="true" />
                    Load
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Delete ${displayName(preset.name)}`}
                    onClick={(event) => {
                      lastOpener.current = event.currentTarget;
                      setToDelete({ preset, position });
                    }}
                  >
                    <Trash2Icon aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <Dialog
        open={toDelete !== null}
        onOpenChange={(open) => (open ? undefined : setToDelete(null))}
      >
        <DialogContent
          title="Delete this avatar?"
          description={`“${displayName(toDelete?.preset.name ?? "")}” will be removed from this browser.`}
          onCloseAutoFocus={(event) => {
            // Back to the Delete button after Cancel; to the list's heading once it is gone.
            event.preventDefault();
            const opener = lastOpener.current;
            if (opener?.isConnected) opener.focus();
            else savedHeading.current?.focus();
          }}
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirmDelete}>
              Delete
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}

interface SwatchGroupProps {
  label: string;
  swatches: readonly { name: string; color?: string }[];
  value: number;
  onChange: (index: number) => void;
}

/** A labelled single choice; each option shows its name, with a colour dot where it has one. */
function SwatchGroup({ label, swatches, value, onChange }: SwatchGroupProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-semibold">
        {label}
      </h3>
      <RadioGroup aria-labelledby={id} className="grid-cols-2 sm:grid-cols-3">
        {swatches.map((swatch, index) => (
          <RadioOption
            key={swatch.name}
            value={String(index)}
            checked={value === index}
            onChange={() => onChange(index)}
            layout="start"
          >
            {swatch.color ? <ColorDot color={swatch.color} /> : null}
            {swatch.name}
          </RadioOption>
        ))}
      </RadioGroup>
    </div>
  );
}
