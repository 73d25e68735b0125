const { Client, GatewayIntentBits } = require('discord.js');
const c = new Client({ intents: [GatewayIntentBits.Guilds] });
c.on('interactionCreate', async i => { if (i.isChatInputCommand() && i.commandName === 'ping') await i.reply('pong'); });
c.login(process.env.DISCORD_TOKEN);
