import { Section } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SHOP } from "~/content/gamified-learning";

/** Gear, lessons and power-ups: bought with coins or unlocked with XP. */
export function Shop() {
  return (
    <Section
      id="shop"
      title="Shop"
      description="Spend coins and XP on gear, lessons and power-ups."
    >
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SHOP.map((item) => (
          <li key={item.name}>
            <Card direction="row" className="h-full">
              <span aria-hidden="true" className="text-3xl">
                {item.emoji}
              </span>
              <div className="flex min-w-0 flex-1 flex-col">
                <h3 className="font-semibold">{item.name}</h3>
                <p className="text-sm text-muted-foreground">{item.category}</p>
                <p className="font-medium">
                  {item.price} {item.currency}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={`${item.currency === "XP" ? "Unlock" : "Buy"} ${item.name}`}
              >
                {item.currency === "XP" ? "Unlock" : "Buy"}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
