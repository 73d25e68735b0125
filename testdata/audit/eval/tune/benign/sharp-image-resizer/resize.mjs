import sharp from "sharp";
import { readdir, mkdir } from "node:fs/promises";
import { join, parse } from "node:path";
const [src, out, widths = "480,960,1600"] = process.argv.slice(2);
await mkdir(out, { recursive: true });
for (const f of await readdir(src)) {
  if (!/\.(jpe?g|png|webp)$/i.test(f)) continue;
  for (const w of widths.split(",").map(Number)) {
    await sharp(join(src, f)).resize({ width: w, withoutEnlargement: true }).webp({ quality: 80 }).toFile(join(out, `${parse(f).name}-${w}.webp`));
  }
}
