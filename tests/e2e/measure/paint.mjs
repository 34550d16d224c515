// Measures tap-to-paint on a 19x19 board in headless Chromium: from the tap (a
// performance mark the app sets in its tap handler) to the next animation frame, over
// 100 moves; then the same while the computer's worker searches a 19x19 position at
// the strongest level's settings (an Analyse of many visits, so it thinks throughout).
// Prints p50 / p95 / max. Run by `scripts/measure.sh paint`.
import { WORKER_DRIVER, frameLabel, peopleGame19, recordOf, recordTemplate, spread, tapToPaint, withBrowser } from "./common.mjs";

await withBrowser(async (browser) => {
  const report = (what, { times, stones }) => {
    console.log(`tap-to-paint on 19x19${what} over ${times.length} moves (${stones} stones on the board, ${frameLabel}):`);
    console.log(`  ${spread(times)}   (target p95 <= 8 ms)`);
  };
  const idle = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await peopleGame19(idle);
  report("", await tapToPaint(idle));
  await idle.close();

  const template = await recordTemplate(browser);
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  await peopleGame19(page);
  await page.evaluate(WORKER_DRIVER);
  const record = recordOf(template, 19, "BpdWdpBppWdd");
  await page.evaluate(async (record) => {
    const d = window.__driver;
    await d.until((m) => m === "Started");
    d.send("Load");
    await d.until((m) => m === "Ready");
    d.send({ Analyse: { id: 1, record, visits: 100000, steady: false } });
    await d.until((m) => m.Progress?.id === 1);
  }, record);
  report(" while the computer thinks", await tapToPaint(page));
  const visits = await page.evaluate(async () => {
    const d = window.__driver;
    d.send({ Stop: { id: 1 } });
    return (await d.until((m) => m.Analysis?.id === 1)).msg.Analysis.analysis.visits;
  });
  console.log(`  (the worker made ${visits} visits meanwhile)`);
});
