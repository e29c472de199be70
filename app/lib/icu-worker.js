// Started by the head script `startIntl` (app/lib/head-scripts.ts, ADR 036), named after the
// edition's locale: one formatter here loads ICU's data for the whole page, off its main thread.
/* global self */
new Intl.NumberFormat(self.name).format(0);
self.close();
