import os, discord
intents = discord.Intents.default()
intents.message_content = True
client = discord.Client(intents=intents)


@client.event
async def on_message(m):
    if m.content == '!ping' and not m.author.bot:
        await m.channel.send('pong')

client.run(os.environ['DISCORD_BOT_TOKEN'])
