import { HandIcon, MicIcon, MicOffIcon, SendIcon, VideoIcon, VideoOffIcon } from "lucide-react";
import { useId, useReducer, useRef, type FormEvent } from "react";
import { Button } from "~/components/ui/button";
import { ChatLog, ChatText, ChatTime } from "~/components/ui/chat-log";
import { Empty } from "~/components/ui/empty";
import type { DeferredDialogProps } from "~/components/ui/deferred-dialog";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import { COLLABORATION_ROOM, WHITEBOARD_WORDS } from "~/content/virtual-collaboration";
import { ME, OTHER_PARTICIPANTS } from "~/data/virtual-collaboration";
import { formatNumber } from "~/lib/format";
import { initialRoom, roomReducer, type RoomAction, type RoomState } from "./room-machine";
import { Whiteboard } from "./whiteboard";

const PARTICIPANTS = [{ ...ME, ...COLLABORATION_ROOM.me }, ...OTHER_PARTICIPANTS];

/** A state's icons: off, then on. */
const VIDEO = [VideoOffIcon, VideoIcon] as const;
const AUDIO = [MicOffIcon, MicIcon] as const;

/** What each card says of its participant's camera and microphone. */
const PARTICIPANT_STATES = [
  {
    field: "isVideoOn",
    icons: VIDEO,
    words: [COLLABORATION_ROOM.videoOff, COLLABORATION_ROOM.videoOn],
  },
  { field: "isAudioOn", icons: AUDIO, words: [COLLABORATION_ROOM.muted, COLLABORATION_ROOM.micOn] },
] as const;

/** The current user's toggles (SPEC §4): the pressed state shows by its fill too. */
const MY_TOGGLES = [
  { field: "isVideoOn", icons: VIDEO, label: COLLABORATION_ROOM.camera },
  { field: "isAudioOn", icons: AUDIO, label: COLLABORATION_ROOM.microphone },
  { field: "isHandRaised", icons: [HandIcon, HandIcon], label: COLLABORATION_ROOM.raiseHand },
] as const;

/** The collaboration room, opened by a `DeferredDialogTrigger`. */
export function CollaborationRoomDialog({ openedAt: _, ...dialog }: DeferredDialogProps) {
  // The room lives as long as the page, not the dialog (this component stays once loaded):
  // closing it by Escape or a stray click loses no message, toggle or drawing.
  const [room, dispatch] = useReducer(roomReducer, PARTICIPANTS, initialRoom);
  return (
    <Dialog {...dialog}>
      <DialogContent
        title={COLLABORATION_ROOM.title}
        description={COLLABORATION_ROOM.description}
        width="4xl"
      >
        <WidgetBoundary widget={COLLABORATION_ROOM.widget}>
          <CollaborationRoom room={room} dispatch={dispatch} />
        </WidgetBoundary>
      </DialogContent>
    </Dialog>
  );
}

interface CollaborationRoomProps {
  room: RoomState;
  dispatch: (action: RoomAction) => void;
}

function CollaborationRoom({ room, dispatch }: CollaborationRoomProps) {
  const { participants, chat, draft } = room;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const me = participants[0]!;

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dispatch({ type: "send", now: Date.now() });
    // Ready for the next message, whether it was sent by Enter or by the button.
    input.current?.focus();
  }

  return (
    <div className="flex flex-col gap-5">
      <section aria-labelledby={`${id}-people`} className="flex flex-col gap-3">
        <h3 id={`${id}-people`} className="font-semibold">
          {COLLABORATION_ROOM.participants(formatNumber(participants.length))}
        </h3>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {participants.map((participant) => (
            <li
              key={participant.id}
              className="flex flex-col items-center gap-2 rounded-xl border bg-muted p-3"
            >
              <span
                aria-hidden="true"
                className="flex h-12 min-w-12 items-center justify-center rounded-full bg-primary px-2 text-lg font-bold text-primary-foreground"
              >
                {participant.initials}
              </span>
              <span className="text-sm font-medium">{participant.name}</span>
              <span className="flex flex-wrap justify-center gap-x-2 text-xs text-muted-foreground">
                {PARTICIPANT_STATES.map(({ field, icons, words }) => {
                  const state = participant[field] ? 1 : 0;
                  const Icon = icons[state];
                  return (
                    <span key={field} className="flex items-center gap-1">
                      <Icon aria-hidden="true" className="size-3.5" />
                      {words[state]}
                    </span>
                  );
                })}
                {participant.isHandRaised ? (
                  <span className="flex items-center gap-1 font-semibold text-foreground">
                    <HandIcon aria-hidden="true" className="size-3.5" />
                    {COLLABORATION_ROOM.handRaised}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-2">
          {MY_TOGGLES.map(({ field, icons, label }) => {
            const Icon = icons[me[field] ? 1 : 0];
            return (
              <Button
                key={field}
                variant={me[field] ? "default" : "outline"}
                size="sm"
                aria-pressed={me[field]}
                onClick={() => dispatch({ type: "toggle", field })}
              >
                <Icon aria-hidden="true" />
                {label}
              </Button>
            );
          })}
        </div>
      </section>

      <section aria-labelledby={`${id}-chat`} className="flex flex-col gap-2">
        <h3 id={`${id}-chat`} className="font-semibold">
          {COLLABORATION_ROOM.chat}
        </h3>
        <ChatLog
          newest={chat.length}
          aria-label={COLLABORATION_ROOM.chatLog}
          height="fixed"
          className="flex flex-col gap-2 text-sm"
        >
          {chat.length === 0 ? (
            <Empty>{COLLABORATION_ROOM.noMessages}</Empty>
          ) : (
            <ol className="flex flex-col gap-2">
              {chat.map((message) => (
                <li key={message.id} className="whitespace-pre-line">
                  <span className="font-semibold">{message.userName}</span>{" "}
                  <ChatTime timestamp={message.timestamp} />
                  <ChatText>{message.text}</ChatText>
                </li>
              ))}
            </ol>
          )}
        </ChatLog>
        <form onSubmit={send} className="flex gap-2">
          <label htmlFor={`${id}-message`} className="sr-only">
            {COLLABORATION_ROOM.messageLabel}
          </label>
          <Input
            ref={input}
            id={`${id}-message`}
            dir="auto"
            value={draft}
            maxLength={2000}
            onChange={(event) => dispatch({ type: "draft", value: event.currentTarget.value })}
            placeholder={COLLABORATION_ROOM.messagePlaceholder}
            className="flex-1"
          />
          <Button type="submit" size="icon" aria-label={COLLABORATION_ROOM.send}>
            <SendIcon aria-hidden="true" className="rtl:-scale-x-100" />
          </Button>
        </form>
      </section>

      <section aria-labelledby={`${id}-board`} className="flex flex-col gap-2">
        <h3 id={`${id}-board`} className="font-semibold">
          {WHITEBOARD_WORDS.title}
        </h3>
        <WidgetBoundary widget={WHITEBOARD_WORDS.widget}>
          <Whiteboard
            drawing={room.drawing}
            onDrawingChange={(drawing) => dispatch({ type: "draw", drawing })}
          />
        </WidgetBoundary>
      </section>
    </div>
  );
}
