import { ArchiveIcon, DownloadIcon } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { BACKUP as WORDS, DATA_BACKUP_CARD } from "~/content/secure-private";
import { BACKUP } from "~/data/secure-private";
import { formatNumber } from "~/lib/format";
import { formatMoment } from "./moment";
import { NeedsScript } from "~/components/ui/needs-script";

/** The backup schedule, last backup and size, and an export button per format. */
export function DataBackupCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" icon={ArchiveIcon} size="lg">
          {DATA_BACKUP_CARD.title}
        </CardTitle>
        <CardDescription>{DATA_BACKUP_CARD.description}</CardDescription>
      </CardHeader>
      <NeedsScript />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <dt className="text-muted-foreground">{DATA_BACKUP_CARD.schedule}</dt>
        <dd className="font-medium">{WORDS.schedule}</dd>
        <dt className="text-muted-foreground">{DATA_BACKUP_CARD.lastBackup}</dt>
        <dd className="font-medium">{formatMoment(BACKUP.last)}</dd>
        <dt className="text-muted-foreground">{DATA_BACKUP_CARD.size}</dt>
        <dd className="font-medium">{WORDS.size(formatNumber(BACKUP.megabytes))}</dd>
      </dl>
      <div className="flex flex-wrap gap-2">
        {WORDS.formats.map((format) => (
          <Button key={format} variant="outline" size="sm">
            <DownloadIcon aria-hidden="true" />
            {DATA_BACKUP_CARD.export(format)}
          </Button>
        ))}
      </div>
    </Card>
  );
}
