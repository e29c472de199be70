import { BotIcon, SendIcon } from "lucide-react";
import { useId, useRef, type KeyboardEvent, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { ChatLog, ChatText, ChatTime } from "~/components/ui/chat-log";
import type { DeferredDialogProps } from "~/components/ui/deferred-dialog";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { Textarea } from "~/components/ui/input";
import { WidgetBoundary } from "~/components/ui/widget-boundary";
import {
  CHAT,
  GREETING,
  PARTNER_GREETING,
  QUICK_ACTIONS,
  type CannedReply,
} from "~/content/coach-replies";
import { cn } from "~/lib/cn";
import { useScrollEdges } from "~/lib/scroll-edges";
import { useCoachChat } from "./use-coach-chat";

/** Who answers: the coach or the study partner, each with its own greeting. */
export type Coach = "coach" | "partner";

const GREETINGS: Record<Coach, CannedReply> = { coach: GREETING, partner: PARTNER_GREETING };

interface CoachChatDialogProps {
  /** The dialog's title, e.g. "AI Coach" or "AI Partner". */
  title: string;
  description: string;
  coach: Coach;
}

/**
 * A chat with the coach in a dialog, opened by a `DeferredDialogTrigger`. The conversation starts
 * afresh each time it opens, at the time of the click, with focus in the message box, ready to type.
 */
export function CoachChatDialog({
  title,
  description,
  coach,
  openedAt,
  ...dialog
}: DeferredDialogProps & CoachChatDialogProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  return (
    <Dialog {...dialog}>
      <DialogContent title={title} description={description} width="2xl" initialFocus={input}>
        <WidgetBoundary widget={CHAT.widget}>
          <CoachChat
            coachName={title}
            greeting={GREETINGS[coach]}
            startedAt={openedAt}
            input={input}
          />
        </WidgetBoundary>
      </DialogContent>
    </Dialog>
  );
}

interface CoachChatProps {
  coachName: string;
  greeting: CannedReply;
  /** When the conversation started (ms since the epoch): the greeting's time. */
  startedAt: number;
  input: RefObject<HTMLTextAreaElement | null>;
}

function CoachChat({ coachName, greeting, startedAt, input }: CoachChatProps) {
  const { state, canSend, setInput, send } = useCoachChat(greeting, startedAt);
  const latest = state.messages.at(-1);
  // The newest coach message's suggestions, offered under the conversation
  // (outside its live region, so a reply is read without its buttons).
  const suggestions = !state.replying && latest && !latest.isUser ? latest.suggestions : undefined;
  const inputId = useId();
  const row = useScrollEdges<HTMLDivElement>();

  function fill(text: string) {
    setInput(text);
    input.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    // 500 px tall where there is room; on a short screen it shrinks with the dialog, the
    // conversation first keeping its share.
    <div className="flex min-h-80 flex-[0_1_500px] flex-col gap-2 sm:gap-3">
      <ChatLog newest={latest} aria-label={CHAT.log(coachName)}>
        <ol className="flex flex-col gap-3">
          {state.messages.map((message) => (
            <li
              key={message.id}
              className={cn("flex max-w-[85%] flex-col gap-1", message.isUser && "self-end")}
            >
              <div
                className={cn(
                  "rounded-2xl px-3 py-2 text-sm",
                  message.isUser
                    ? "bg-primary text-primary-foreground"
                    : "bg-muted text-foreground",
                )}
              >
                <span className="sr-only">
                  {CHAT.speaker(message.isUser ? CHAT.you : coachName)}
                </span>
                <ChatText className="whitespace-pre-line">{message.content}</ChatText>
              </div>
              <ChatTime
                timestamp={message.timestamp}
                className={cn(message.isUser && "self-end")}
              />
            </li>
          ))}
          {state.replying ? (
            <li className="flex items-center gap-2 text-sm text-muted-foreground">
              <BotIcon aria-hidden="true" className="size-4" />
              <span aria-hidden="true" className="flex gap-1">
                <span className="size-1.5 animate-bounce rounded-full bg-current" />
                <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:150ms]" />
                <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:300ms]" />
              </span>
              <span>{CHAT.typing(coachName)}</span>
            </li>
          ) : null}
        </ol>
      </ChatLog>
      {/* On phones the suggestions and the quick actions share one row that scrolls
          sideways, faded where more is hidden, so the conversation keeps the height. */}
      <div
        ref={row}
        className="scroll-row -mx-1 flex shrink-0 gap-2 px-1 pb-1 sm:mx-0 sm:flex-col sm:gap-3 sm:overflow-visible sm:px-0 sm:pb-0 sm:mask-none"
      >
        {suggestions ? (
          <ul aria-label={CHAT.suggestions} className="flex shrink-0 gap-2 sm:shrink sm:flex-wrap">
            {suggestions.map((suggestion) => (
              <li key={suggestion} className="shrink-0 sm:shrink">
                <Button
                  variant="outline"
                  size="sm"
                  className="h-auto sm:text-start sm:whitespace-normal"
                  onClick={() => fill(suggestion)}
                >
                  {suggestion}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex shrink-0 gap-2 sm:flex-wrap">
          {QUICK_ACTIONS.map((action) => (
            <Button
              key={action.label}
              variant="secondary"
              size="sm"
              onClick={() => fill(action.text)}
            >
              {action.label}
            </Button>
          ))}
        </div>
      </div>
      <p id={`${inputId}-hint`} className="-mb-1 text-xs text-muted-foreground max-sm:sr-only">
        {CHAT.hint}
      </p>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          send();
          // Ready for the next message, whether it was sent by Enter or by the button.
          input.current?.focus();
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          {CHAT.message(coachName)}
        </label>
        <Textarea
          ref={input}
          id={inputId}
          rows={2}
          value={state.input}
          onChange={(event) => setInput(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
          placeholder={CHAT.placeholder(coachName)}
          aria-describedby={`${inputId}-hint`}
          dir="auto"
          className="flex-1"
        />
        <Button type="submit" size="icon" aria-disabled={!canSend} aria-label={CHAT.send}>
          <SendIcon aria-hidden="true" className="rtl:-scale-x-100" />
        </Button>
      </form>
    </div>
  );
}
