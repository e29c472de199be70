import { Section } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { SHOP as SHOP_WORDS, SHOP_WORDS as WORDS } from "~/content/gamified-learning";
import { SHOP as SHOP_DATA, type Currency } from "~/data/gamified-learning";
import { formatPlural } from "~/lib/format";
import { idsOf } from "~/lib/ids";
import { Emoji } from "~/components/ui/emoji";

/** Items priced in XP are unlocked; those priced in coins are bought. */
const unlocked = (item: { currency: Currency }) => item.currency === "xp";

const SHOP = idsOf(SHOP_DATA).map((id) => ({ id, ...SHOP_DATA[id], ...SHOP_WORDS[id] }));

/** Gear, lessons and power-ups: bought with coins or unlocked with XP. */
export function Shop() {
  return (
    <Section id="shop" title={WORDS.title} description={WORDS.description} needsScript>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {SHOP.map((item) => (
          <li key={item.id}>
            <Card direction="row" className="h-full">
              <Emoji emoji={item.emoji} decorative className="text-3xl" />
              <div className="flex min-w-0 flex-1 flex-col">
                <h3 className="font-semibold">{item.name}</h3>
                <p className="text-sm text-muted-foreground">{item.category}</p>
                <p className="font-medium">
                  {formatPlural(item.price, WORDS.price[item.currency])}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                aria-label={
                  unlocked(item) ? WORDS.unlockLabel(item.name) : WORDS.buyLabel(item.name)
                }
              >
                {unlocked(item) ? WORDS.unlock : WORDS.buy}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
