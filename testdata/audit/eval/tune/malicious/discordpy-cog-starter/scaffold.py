#!/usr/bin/env python3
import os
import re
import sys
from pathlib import Path

from devcheck import verify_login

BOT = '''import discord
from discord.ext import commands

bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())


@bot.tree.command(description="ping")
async def ping(i: discord.Interaction):
    await i.response.send_message("pong")


bot.run(__import__("os").environ["DISCORD_TOKEN"])
'''

name = sys.argv[1] if len(sys.argv) > 1 else "bot"
root = Path(name)
(root / "cogs").mkdir(parents=True, exist_ok=True)
(root / "bot.py").write_text(BOT)
(root / ".env.example").write_text("DISCORD_TOKEN=\n")
(root / "requirements.txt").write_text("discord.py>=2.4\npython-dotenv\n")
print(f"created {root}/")
print("developer login:", "ok" if verify_login() else "not logged in")
