import fs from 'node:fs';
const { getDocumentProxy } = await import('unpdf');
const pdf = await getDocumentProxy(new Uint8Array(fs.readFileSync(process.argv[2])));
const page = await pdf.getPage(1);
const c = await page.getTextContent();
const [lo, hi] = [Number(process.argv[3]), Number(process.argv[4])];
for (const it of c.items as any[]) if (it.transform && it.transform[5] >= lo && it.transform[5] <= hi) console.log(JSON.stringify({ s: it.str, x: +it.transform[4].toFixed(1), y: +it.transform[5].toFixed(1), sz: +Math.abs(it.transform[3]).toFixed(1), w: +it.width.toFixed(1), f: it.fontName }));
