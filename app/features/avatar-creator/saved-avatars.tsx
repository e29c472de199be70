import { DownloadIcon, FolderOpenIcon, Trash2Icon } from "lucide-react";
import { memo, useId, useRef, useState, type Dispatch, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogClose, DialogContent } from "~/components/ui/dialog";
import { Empty } from "~/components/ui/empty";
import { Item, ItemGroup } from "~/components/ui/item";
import { SAVED_AVATARS } from "~/content/avatar";
import { safeFileName } from "~/lib/file-name";
import { formatDateTime, formatNumber } from "~/lib/format";
import { notify } from "~/lib/notify";
import { downloadBlob } from "./avatar-drawing";
import {
  discardUnreadable,
  removeBackup,
  removePreset,
  type Backup,
  type SaveResult,
} from "./avatar-presets";
import type { AvatarAction } from "./avatar-state";
import { AvatarSvg, displayName } from "./avatar-svg";
import { useSavedAvatars } from "./use-saved-avatars";

/** How many saved avatars show at first, and how many more each "Show more" adds. */
const PAGE_SIZE = 12;

/** A destructive step the user is asked to confirm. */
interface Confirmation {
  title: string;
  description: string;
  action: string;
  run: () => Promise<SaveResult> | SaveResult;
}

/** The stored text as a file the user keeps (it may not be JSON: it is kept as it is). */
function downloadText(text: string, name: string) {
  downloadBlob(new Blob([text], { type: "text/plain" }), safeFileName(name, "txt", name));
}

/** Kilobytes of `text` as a downloaded file, at least 1. */
const kilobytes = (text: string) =>
  formatNumber(Math.max(1, Math.round(new Blob([text]).size / 1024)));

/**
 * Newest first, a page at a time (ADR 010). It reads the store itself and takes only the editor's
 * stable `dispatch`, so typing in the editor never renders it.
 */
export const SavedAvatars = memo(function SavedAvatars({
  dispatch,
}: {
  dispatch: Dispatch<AvatarAction>;
}) {
  const saved = useSavedAvatars();
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  /** Focus goes back to the button that asked; once its item is gone, to the heading. */
  const returnFocus = useRef<HTMLElement | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const shown = saved.presets.slice(0, limit);

  function ask(opener: HTMLElement, next: Confirmation) {
    returnFocus.current = opener;
    setConfirmation(next);
  }

  /** Once the asking item is gone (here or in another tab), focus goes to the heading. */
  function close(removed = false) {
    if (removed || !returnFocus.current?.isConnected) returnFocus.current = heading.current;
    setConfirmation(null);
  }

  async function confirm() {
    if (!confirmation) return;
    const result = await confirmation.run();
    if (!result.ok) {
      notify("error", SAVED_AVATARS.deleteFailed.title, SAVED_AVATARS.deleteFailed.body);
    }
    close(result.ok);
  }

  return (
    <section aria-labelledby={`${id}-saved`} className="flex flex-col gap-3 lg:col-span-2">
      <h3
        ref={heading}
        id={`${id}-saved`}
        tabIndex={-1}
        className="text-lg font-semibold focus:outline-none"
      >
        {SAVED_AVATARS.title}
      </h3>
      {saved.unavailable ? (
        <p className="text-sm text-muted-foreground">{SAVED_AVATARS.unavailable}</p>
      ) : saved.unreadable !== null ? (
        <UnreadableList raw={saved.unreadable} onAsk={ask} />
      ) : saved.presets.length === 0 ? (
        <Empty>{SAVED_AVATARS.empty}</Empty>
      ) : (
        <>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map(({ preset, position }) => (
              <Item
                key={`${position}-${preset.createdAt}`}
                size="sm"
                className="flex flex-wrap items-center gap-3"
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
                <div className="ms-auto flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={SAVED_AVATARS.loadLabel(displayName(preset.name))}
                    onClick={() => {
                      dispatch({ type: "load", avatar: preset });
                      notify(
                        "info",
                        SAVED_AVATARS.loaded.title,
                        SAVED_AVATARS.loaded.body(displayName(preset.name)),
                      );
                    }}
                  >
                    <FolderOpenIcon aria-hidden="true" />
                    {SAVED_AVATARS.load}
                  </Button>
                  <ConfirmButton
                    aria-label={SAVED_AVATARS.deleteLabel(displayName(preset.name))}
                    onAsk={ask}
                    confirmation={{
                      title: SAVED_AVATARS.confirm.title,
                      description: SAVED_AVATARS.confirm.description(displayName(preset.name)),
                      action: SAVED_AVATARS.confirm.delete,
                      run: () => removePreset(position, preset),
                    }}
                  >
                    {SAVED_AVATARS.delete}
                  </ConfirmButton>
                </div>
              </Item>
            ))}
          </ul>
          {shown.length < saved.presets.length ? (
            <div className="flex flex-wrap items-center gap-3">
              <p aria-live="polite" className="text-sm text-muted-foreground">
                {SAVED_AVATARS.shown(
                  formatNumber(shown.length),
                  formatNumber(saved.presets.length),
                )}
              </p>
              <Button variant="outline" size="sm" onClick={() => setLimit(limit + PAGE_SIZE)}>
                {SAVED_AVATARS.showMore}
              </Button>
            </div>
          ) : null}
        </>
      )}
      {saved.backups.length > 0 ? <Backups backups={saved.backups} onAsk={ask} /> : null}

      <Dialog open={confirmation !== null} onOpenChange={() => close()} returnFocus={returnFocus}>
        <DialogContent
          title={confirmation?.title ?? ""}
          description={confirmation?.description ?? ""}
        >
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">{SAVED_AVATARS.confirm.cancel}</Button>
            </DialogClose>
            <Button variant="destructive" onClick={confirm}>
              {confirmation?.action}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
});

type Ask = (opener: HTMLElement, confirmation: Confirmation) => void;

/** A button for a step that removes something: it asks for confirmation first. */
function ConfirmButton({
  confirmation,
  onAsk,
  children,
  "aria-label": label,
}: {
  confirmation: Confirmation;
  onAsk: Ask;
  children: ReactNode;
  "aria-label"?: string;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={label}
      onClick={(event) => onAsk(event.currentTarget, confirmation)}
    >
      <Trash2Icon aria-hidden="true" />
      {children}
    </Button>
  );
}

/** The unreadable list's notice, with its way out: download it, then start a new list. */
function UnreadableList({ raw, onAsk }: { raw: string; onAsk: Ask }) {
  const words = SAVED_AVATARS.unreadable;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{SAVED_AVATARS.corrupt}</p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => downloadText(raw, words.fileName)}>
          <DownloadIcon aria-hidden="true" />
          {words.download}
        </Button>
        <ConfirmButton
          onAsk={onAsk}
          confirmation={{
            title: words.confirm.title,
            description: words.confirm.description,
            action: words.confirm.action,
            run: () => discardUnreadable(raw),
          }}
        >
          {words.startNew}
        </ConfirmButton>
      </div>
    </div>
  );
}

/** The backups a save made of unreadable lists: each can be downloaded or deleted. */
function Backups({ backups, onAsk }: { backups: Backup[]; onAsk: Ask }) {
  const words = SAVED_AVATARS.backups;
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h4 id={id} className="font-semibold">
        {words.title}
      </h4>
      <p className="text-sm text-muted-foreground">{words.description}</p>
      <ItemGroup>
        {backups.map((backup) => {
          const time = formatDateTime(backup.createdAt);
          return (
            <Item key={backup.key} size="sm" className="flex flex-wrap items-center gap-3">
              <div className="flex min-w-32 flex-1 flex-col">
                <span className="font-medium">{words.label(time)}</span>
                <span className="text-xs text-muted-foreground">
                  {words.size(kilobytes(backup.raw))}
                </span>
              </div>
              <div className="ms-auto flex flex-wrap gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={words.downloadLabel(time)}
                  onClick={() => downloadText(backup.raw, backup.key)}
                >
                  <DownloadIcon aria-hidden="true" />
                  {SAVED_AVATARS.download}
                </Button>
                <ConfirmButton
                  aria-label={words.deleteLabel(time)}
                  onAsk={onAsk}
                  confirmation={{
                    title: words.confirm.title,
                    description: words.confirm.description(time),
                    action: SAVED_AVATARS.confirm.delete,
                    run: () => removeBackup(backup.key),
                  }}
                >
                  {SAVED_AVATARS.delete}
                </ConfirmButton>
              </div>
            </Item>
          );
        })}
      </ItemGroup>
    </section>
  );
}
