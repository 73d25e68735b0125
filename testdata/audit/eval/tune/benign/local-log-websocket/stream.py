import asyncio, sys, websockets

async def handler(ws):
    with open(sys.argv[1]) as f:
        f.seek(0, 2)
        while True:
            line = f.readline()
            if line:
                await ws.send(line)
            else:
                await asyncio.sleep(0.5)

async def main():
    async with websockets.serve(handler, '127.0.0.1', 8765):
        await asyncio.Future()

asyncio.run(main())
