import type { LucideIcon } from "lucide-react";
import { Card, CardDescription, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/cn";

export interface IconCardItem {
  title: string;
  detail: string;
  icon: LucideIcon;
}

export function IconCardList({
  items,
  className,
}: {
  items: readonly IconCardItem[];
  className?: string;
}) {
  return (
    <ul className={cn("grid grid-cols-1 gap-4", className)}>
      {items.map((item) => (
        <li key={item.title}>
          <Card className="h-full">
            <item.icon aria-hidden="true" className="size-6 text-primary" />
            <CardTitle>{item.title}</CardTitle>
            <CardDescription>{item.detail}</CardDescription>
          </Card>
        </li>
      ))}
    </ul>
  );
}
