import {
  ArchiveIcon,
  DownloadIcon,
  FingerprintIcon,
  HistoryIcon,
  KeyRoundIcon,
  LockIcon,
  ShieldAlertIcon,
  ShieldCheckIcon,
  UsersIcon,
} from "lucide-react";
import { Container, PageHeader, Section } from "~/components/layout/page";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { SwitchField } from "~/components/ui/switch";
import {
  ACCESS_HISTORY,
  BACKUP,
  EMERGENCY_CONTROLS,
  MFA_METHODS,
  PARENT_DASHBOARD,
  PRIVACY_SETTINGS,
  SECURITY_OVERVIEW,
} from "~/content/secure-private";
import { pageMeta } from "~/lib/meta";

export const meta = () => pageMeta("securePrivate");

export default function SecurePrivate() {
  return (
    <>
      <PageHeader
        eyebrow="Your data, your choice"
        title="Secure & Private"
        lead="Your learning data stays yours: see who can view it, change what you share, and keep your account safe."
      />

      <Section id="security-overview" title="Security overview">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {SECURITY_OVERVIEW.map((stat) => (
            <Card key={stat.label} gap={1}>
              <dt className="text-sm font-medium text-muted-foreground">{stat.label}</dt>
              <dd className="text-2xl font-bold">{stat.value}</dd>
              <dd className="text-sm text-muted-foreground">{stat.detail}</dd>
            </Card>
          ))}
        </dl>
      </Section>

      <Section
        id="privacy-dashboard"
        needsScript
        title="Privacy dashboard"
        description="Choose who sees your learning data. These switches are a demo: nothing is saved."
      >
        <Card gap={5}>
          <CardHeader>
            <CardTitle icon={ShieldCheckIcon}>Data sharing</CardTitle>
          </CardHeader>
          {PRIVACY_SETTINGS.map((setting) => (
            <SwitchField
              key={setting.id}
              label={setting.label}
              hint={setting.hint}
              defaultChecked={setting.defaultOn}
            />
          ))}
        </Card>
      </Section>

      <Section
        id="access-history"
        title="Access history"
        description="Who looked at your data, and when."
      >
        <Card>
          <CardTitle icon={HistoryIcon}>Recent access</CardTitle>
          <ol className="flex flex-col divide-y">
            {ACCESS_HISTORY.map((event) => (
              <li
                key={`${event.who}-${event.when}`}
                className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
              >
                <div className="flex flex-col">
                  <span className="font-medium">{event.who}</span>
                  <span className="text-sm text-muted-foreground">
                    {event.what} · {event.device}
                  </span>
                </div>
                <span className="text-sm text-muted-foreground">{event.when}</span>
              </li>
            ))}
          </ol>
        </Card>
      </Section>

      <Container className="grid grid-cols-1 gap-6 py-8 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" icon={ShieldAlertIcon} iconTone="danger" size="lg">
              Emergency controls
            </CardTitle>
            <CardDescription>Act fast if something looks wrong.</CardDescription>
          </CardHeader>
          <ul className="flex flex-col gap-3">
            {EMERGENCY_CONTROLS.map((control) => (
              <li key={control.label} className="flex flex-col gap-2 rounded-xl border p-4">
                <p className="text-sm text-muted-foreground">{control.detail}</p>
                <Button variant="outline" className="w-fit">
                  {control.label}
                </Button>
              </li>
            ))}
          </ul>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2" icon={FingerprintIcon} size="lg">
              Multi-factor authentication
            </CardTitle>
            <CardDescription>
              A second step keeps your account safe even if your password leaks.
            </CardDescription>
          </CardHeader>
          <ul className="flex flex-col gap-3">
            {MFA_METHODS.map((method) => (
              <li
                key={method.label}
                className="flex items-center justify-between gap-3 rounded-xl border p-4"
              >
                <span className="flex items-center gap-2 font-medium">
                  <KeyRoundIcon aria-hidden="true" className="size-4 text-muted-foreground" />
                  {method.label}
                </span>
                <Badge variant={method.status === "Enabled" ? "success" : "secondary"}>
                  {method.status}
                </Badge>
              </li>
            ))}
          </ul>
          <Button variant="outline" className="w-fit">
            <LockIcon aria-hidden="true" />
            Manage sign-in methods
          </Button>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2" icon={ArchiveIcon} size="lg">
              Data backup and portability
            </CardTitle>
            <CardDescription>Your data, backed up and yours to take with you.</CardDescription>
          </CardHeader>
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <dt className="text-muted-foreground">Backup</dt>
            <dd className="font-medium">{BACKUP.schedule}</dd>
            <dt className="text-muted-foreground">Last backup</dt>
            <dd className="font-medium">{BACKUP.lastBackup}</dd>
            <dt className="text-muted-foreground">Size</dt>
            <dd className="font-medium">{BACKUP.size}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            {BACKUP.formats.map((format) => (
              <Button key={format} variant="outline" size="sm">
                <DownloadIcon aria-hidden="true" />
                Export {format}
              </Button>
            ))}
          </div>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle as="h2" icon={UsersIcon} size="lg">
              Family access
            </CardTitle>
            <CardDescription>{PARENT_DASHBOARD.detail}</CardDescription>
          </CardHeader>
          <Button variant="outline" wrap className="w-fit max-w-full flex-wrap">
            {PARENT_DASHBOARD.title}
            <Badge variant="warning">{PARENT_DASHBOARD.status}</Badge>
          </Button>
        </Card>
      </Container>
    </>
  );
}
