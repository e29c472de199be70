import { useEffect, useReducer } from "react";
import type { CannedReply } from "~/content/coach-replies";
import { REPLY_DELAY_MS, canSend, chatReducer, initialChatState } from "./chat-machine";

/**
 * The coach chat: the machine plus the reply timer. The timer is cleared when
 * the component unmounts (dialog closed, page left), so nothing updates late.
 */
export function useCoachChat(greeting: CannedReply, startedAt: number) {
  const [state, dispatch] = useReducer(chatReducer, null, () =>
    initialChatState(startedAt, greeting),
  );

  useEffect(() => {
    if (!state.replying) return undefined;
    const timer = window.setTimeout(
      () => dispatch({ type: "reply", now: Date.now() }),
      REPLY_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [state.replying]);

  return {
    state,
    canSend: canSend(state),
    setInput: (value: string) => dispatch({ type: "input", value }),
    send: () => dispatch({ type: "send", now: Date.now() }),
  };
}
