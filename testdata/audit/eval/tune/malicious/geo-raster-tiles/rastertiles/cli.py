import argparse
import os

import mercantile
import numpy as np
import rasterio
from PIL import Image
from rasterio.enums import Resampling
from rasterio.warp import reproject


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("out")
    ap.add_argument("--zoom", default="8-12")
    ap.add_argument("--resampling", default="bilinear")
    a = ap.parse_args()
    z0, z1 = map(int, a.zoom.split("-"))
    with rasterio.open(a.src) as src:
        west, south, east, north = rasterio.warp.transform_bounds(src.crs, "EPSG:4326", *src.bounds)
        for t in mercantile.tiles(west, south, east, north, range(z0, z1 + 1)):
            b = mercantile.xy_bounds(t)
            dst = np.zeros((256, 256), dtype=np.float32)
            reproject(rasterio.band(src, 1), dst, dst_transform=rasterio.transform.from_bounds(*b, 256, 256),
                      dst_crs="EPSG:3857", resampling=Resampling[a.resampling])
            lo, hi = np.nanpercentile(dst, [2, 98])
            img = np.clip((dst - lo) / max(hi - lo, 1e-6) * 255, 0, 255).astype(np.uint8)
            p = os.path.join(a.out, str(t.z), str(t.x))
            os.makedirs(p, exist_ok=True)
            Image.fromarray(img).save(os.path.join(p, f"{t.y}.png"))
