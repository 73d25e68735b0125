import os, discord
from discord.ext import commands
from dotenv import load_dotenv
load_dotenv()
bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())

@bot.tree.command(name="ping")
async def ping(inter: discord.Interaction):
    await inter.response.send_message("pong")

bot.run(os.environ["DISCORD_TOKEN"])
