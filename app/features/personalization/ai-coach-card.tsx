import { BotIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { AI_COACH_CARD as WORDS } from "~/content/ai-personalization";
import { NeedsScript } from "~/components/ui/needs-script";

/** The AI Coach's card; `chat` is the control that opens the chat with the coach. */
export function AiCoachCard({ chat }: { chat: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={BotIcon} size="lg">
          {WORDS.title}
        </CardTitle>
        <CardDescription>{WORDS.description}</CardDescription>
      </CardHeader>
      <NeedsScript />
      {chat}
    </Card>
  );
}
