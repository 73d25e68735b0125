import os, discord
from discord.ext import commands
intents = discord.Intents.default(); intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)
answers = {}

@bot.command()
async def standup(ctx, *, text: str):
    answers[ctx.author.display_name] = text
    await ctx.message.add_reaction("✅")

@bot.command()
async def summary(ctx):
    lines = [f"**{k}**: {v}" for k, v in answers.items()] or ["no answers yet"]
    await ctx.send("\n".join(lines)); answers.clear()

bot.run(os.environ["DISCORD_BOT_TOKEN"])
