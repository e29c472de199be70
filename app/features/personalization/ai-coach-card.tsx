import { BotIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** The AI Coach's card; `chat` is the control that opens the chat with the coach. */
export function AiCoachCard({ chat }: { chat: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={BotIcon} size="lg">
          AI Coach
        </CardTitle>
        <CardDescription>
          Ask for an explanation, a practice question or a study plan, any time.
        </CardDescription>
      </CardHeader>
      {chat}
    </Card>
  );
}
