import { Item, ItemGroup } from "~/components/ui/item";
import { Section } from "~/components/layout/page";
import { Card, CardTitle } from "~/components/ui/card";
import { COMPETITIONS, LEADERBOARDS, TROPHY_CABINET } from "~/content/gamified-learning";
import * as data from "~/data/gamified-learning";
import { cn } from "~/lib/cn";
import { formatNumber, formatPlural, type PluralForms } from "~/lib/format";
import { idsOf } from "~/lib/ids";
import { Emoji } from "~/components/ui/emoji";

/** Words alone, or plural forms of a count the data gives beside them. */
function counted(words: string | PluralForms, count: number | undefined): string {
  return typeof words === "string" ? words : formatPlural(count ?? 0, words);
}

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
            {idsOf(data.TROPHY_CABINET).map((id) => {
              const trophy: data.Trophy = data.TROPHY_CABINET[id];
              const { name, detail } = TROPHY_CABINET[id];
              return (
                <li key={id} className="flex items-center gap-3">
                  <Emoji emoji={trophy.emoji} decorative className="text-2xl" />
                  <span className="flex flex-col text-sm">
                    <span className="font-medium">{name}</span>
                    <span className="text-muted-foreground">{counted(detail, trophy.days)}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </Card>
        <Card>
          <CardTitle>{LEADERBOARDS.competitions}</CardTitle>
          <ItemGroup>
            {idsOf(data.COMPETITIONS).map((id) => {
              const competition: data.Competition = data.COMPETITIONS[id];
              const { name, detail } = COMPETITIONS[id];
              const place = LEADERBOARDS.place(
                formatNumber(competition.rank),
                formatNumber(competition.entrants),
              );
              return (
                <Item key={id} size="sm" className="flex flex-col text-sm">
                  <span className="font-medium">{name}</span>
                  <span className="text-muted-foreground">
                    {counted(detail, competition.daysLeft)} · {place}
                  </span>
                </Item>
              );
            })}
          </ItemGroup>
        </Card>
      </div>
    </Section>
  );
}
