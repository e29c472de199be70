import { spawn } from "node:child_process";
import lighthouse from "lighthouse";
const url = process.argv[2]; const runs = Number(process.argv[3] ?? 3);
const b = spawn("/usr/bin/chromium", ["--no-sandbox","--disable-gpu","--disable-background-networking","--disable-component-update","--disable-sync","--no-first-run","--disable-quic","--headless=new","--remote-debugging-port=9444","--user-data-dir=/tmp/lh/prof"+Date.now(),"about:blank"], {stdio:"ignore"});
await new Promise(r=>setTimeout(r,1500));
for (let i=0;i<runs;i++){
  const r = await lighthouse(url,{port:9444,output:"json",logLevel:"error",onlyCategories:["performance"]});
  const a=r.lhr.audits;
  const m=a.metrics.details.items[0];
  console.log(r.lhr.categories.performance.score*100, "FCP",Math.round(a["first-contentful-paint"].numericValue),"LCP",Math.round(a["largest-contentful-paint"].numericValue),"SI",Math.round(a["speed-index"].numericValue),"TBT",Math.round(a["total-blocking-time"].numericValue), "obsFCP", m.observedFirstContentfulPaint);
  if (i===0 && process.argv[4]) { const fs=await import("node:fs"); fs.writeFileSync(process.argv[4], JSON.stringify(r.lhr)); }
}
b.kill();
