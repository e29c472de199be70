/* global self */ // ADR 036: ICU's data loaded off the page's main thread.
new Intl.NumberFormat(self.name).format(0);
self.close();
