import { Item, ItemGroup } from "~/components/ui/item";
import { Section } from "~/components/layout/page";
import { Card, CardTitle } from "~/components/ui/card";
import { COMPETITIONS, LEADERBOARDS, TROPHY_CABINET } from "~/content/gamified-learning";
import * as data from "~/data/gamified-learning";
import { cn } from "~/lib/cn";
import { formatNumber } from "~/lib/format";
import { Emoji } from "~/components/ui/emoji";

/** The class ranking (the learner's row adds this visit's XP), trophies and competitions. */
export function Leaderboards({ earned }: { earned: number }) {
  return (
    <Section id="leaderboards" title={LEADERBOARDS.title}>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card>
          <CardTitle>{LEADERBOARDS.classRanking}</CardTitle>
          <table className="w-full text-sm">
            <caption className="sr-only">{LEADERBOARDS.classRankingCaption}</caption>
            <thead>
              <tr className="text-start text-muted-foreground">
                <th scope="col" className="pb-2 font-medium">
                  {LEADERBOARDS.rank}
                </th>
                <th scope="col" className="pb-2 font-medium">
                  {LEADERBOARDS.name}
                </th>
                <th scope="col" className="pb-2 text-end font-medium">
                  {LEADERBOARDS.xp}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.CLASS_RANKING.map((row) => (
                <tr
                  key={row.rank}
                  aria-current={row.highlight ? "true" : undefined}
                  className={cn(
                    row.highlight && "bg-primary-soft font-bold text-primary-soft-foreground",
                  )}
                >
                  <td className="py-1.5 ps-1">
                    <Emoji emoji={row.badge} decorative className="me-1" />
                    {row.rank}
                  </td>
                  <td className="py-1.5">{row.name ?? LEADERBOARDS.you}</td>
                  <td className="py-1.5 pe-1 text-end">
                    {formatNumber(row.highlight ? row.xp + earned : row.xp)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
        <Card>
          <CardTitle>{LEADERBOARDS.trophyCabinet}</CardTitle>
          <ul className="flex flex-col gap-3">
            {TROPHY_CABINET.map((trophy, index) => (
              <li key={trophy.name} className="flex items-center gap-3">
                <Emoji emoji={data.TROPHY_CABINET[index]!.emoji} decorative className="text-2xl" />
                <span className="flex flex-col text-sm">
                  <span className="font-medium">{trophy.name}</span>
                  <span className="text-muted-foreground">{trophy.detail}</span>
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card>
          <CardTitle>{LEADERBOARDS.competitions}</CardTitle>
          <ItemGroup>
            {COMPETITIONS.map((competition) => (
              <Item key={competition.name} size="sm" className="flex flex-col text-sm">
                <span className="font-medium">{competition.name}</span>
                <span className="text-muted-foreground">
                  {competition.detail} · {competition.place}
                </span>
              </Item>
            ))}
          </ItemGroup>
        </Card>
      </div>
    </Section>
  );
}
