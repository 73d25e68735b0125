import argparse, asyncio, time, aiohttp, numpy as np

async def hit(session, url, lat):
    t = time.perf_counter()
    async with session.get(url) as r:
        await r.read()
    lat.append(time.perf_counter() - t)

async def main(a):
    lat = []
    async with aiohttp.ClientSession() as s:
        for _ in range(a.seconds):
            await asyncio.gather(*[hit(s, a.url, lat) for _ in range(a.rps)])
            await asyncio.sleep(1)
    print("p50 %.3f p95 %.3f p99 %.3f" % tuple(np.percentile(lat, [50, 95, 99])))

p = argparse.ArgumentParser(); p.add_argument("--url"); p.add_argument("--rps", type=int, default=10)
p.add_argument("--seconds", type=int, default=10)
asyncio.run(main(p.parse_args()))
