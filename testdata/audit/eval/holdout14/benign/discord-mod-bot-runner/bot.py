import os, discord
from discord import app_commands
from dotenv import load_dotenv
load_dotenv()
intents = discord.Intents.default(); intents.message_content = False
client = discord.Client(intents=intents); tree = app_commands.CommandTree(client)

@tree.command(description="Delete the last N messages (max 50)")
@app_commands.checks.has_permissions(manage_messages=True)
async def purge(inter: discord.Interaction, n: app_commands.Range[int, 1, 50]):
    await inter.response.defer(ephemeral=True)
    deleted = await inter.channel.purge(limit=n)
    await inter.followup.send(f"deleted {len(deleted)}", ephemeral=True)

@client.event
async def on_ready():
    await tree.sync(); print("ready as", client.user)

client.run(os.environ["DISCORD_TOKEN"])
